import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';

export interface JsonLine {
  line: number;
  value: unknown;
  /** The raw text, so that callers can hash exactly what was read. */
  raw: string;
}

export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    message: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${message}`);
  }
}

/** Reads a .jsonl or .jsonl.gz file line by line; bad JSON is reported with its file and line. */
export async function* readJsonLines(file: string): AsyncGenerator<JsonLine> {
  const source = createReadStream(file);
  const input = file.endsWith('.gz') ? source.pipe(createGunzip()) : source;
  const lines = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  try {
    for await (const raw of lines) {
      line++;
      if (!raw.trim()) continue;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch (error) {
        throw new ContentFileError(file, line, `bad JSON (${(error as Error).message})`);
      }
      yield { line, value, raw };
    }
  } catch (error) {
    if (error instanceof ContentFileError) throw error;
    throw new ContentFileError(file, line || undefined, (error as Error).message);
  } finally {
    lines.close();
    source.destroy();
  }
}
