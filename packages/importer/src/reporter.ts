import cliProgress from 'cli-progress';

/** Progress of an import: a bar on a terminal, one line per step elsewhere (CI logs, pipes). */
export interface Reporter {
  step(message: string): void;
  startBooks(totalBytes: number, totalBooks: number): void;
  bookProgress(bytes: number, label: string): void;
  endBooks(): void;
  warn(message: string): void;
}

export function createReporter(options: { quiet?: boolean; stream?: NodeJS.WriteStream } = {}): Reporter {
  const stream = options.stream ?? process.stderr;
  const quiet = options.quiet ?? false;
  const interactive = !!stream.isTTY && !quiet;
  let bar: cliProgress.SingleBar | undefined;
  let done = 0;
  let lastLabel = '';
  return {
    step(message) {
      if (!quiet) stream.write(`${message}\n`);
    },
    startBooks(totalBytes, totalBooks) {
      done = 0;
      if (interactive) {
        bar = new cliProgress.SingleBar(
          {
            stream,
            format: 'books {bar} {percentage}% | {value}/{total} MiB | ETA {eta}s | {label}',
            formatValue: (v, _o, type) =>
              type === 'value' || type === 'total' ? (v / 1048576).toFixed(1) : String(v),
            hideCursor: true,
          },
          cliProgress.Presets.shades_classic,
        );
        bar.start(totalBytes, 0, { label: '' });
      } else if (!quiet) {
        stream.write(`importing ${totalBooks} books\n`);
      }
    },
    bookProgress(bytes, label) {
      done += bytes;
      if (bar) bar.update(done, { label });
      else if (!quiet && label !== lastLabel) stream.write(`  ${label}\n`);
      lastLabel = label;
    },
    endBooks() {
      bar?.stop();
      bar = undefined;
    },
    warn(message) {
      // Quiet runs (tests, benchmarks) read warnings from the summary instead.
      if (quiet) return;
      if (bar) bar.stop();
      stream.write(`warning: ${message}\n`);
      if (bar) bar.start(bar.getTotal(), done, { label: lastLabel });
    },
  };
}
