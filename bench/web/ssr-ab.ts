/**
 * SSR time of one page on two running web servers, interleaved (A, B, B, A, …) so that the machine's
 * load falls on both alike: prints each median and B/A. A is the baseline (e.g. a build of an earlier
 * commit), B the build under test. Run by hand:
 *   npx tsx bench/web/ssr-ab.ts http://127.0.0.1:3110 http://127.0.0.1:3111 ['/ar?sura=2&aya=255&books=1,6,7'] [runs]
 * The page is asked for as a browser's document request, uncompressed (the render alone).
 */
const [a, b, path = '/ar?sura=2&aya=255&books=1,6,7', runsArg = '150'] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: ssr-ab.ts <base A> <base B> [path] [runs]');
const init = {
  headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'identity' },
};

async function time(base: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(base + path, init);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${base}${path}: ${res.status}`);
  return performance.now() - t0;
}

// warm-up of both
for (let i = 0; i < 10; i++) {
  await time(a);
  await time(b);
}
const ta: number[] = [];
const tb: number[] = [];
for (let i = 0; i < Number(runsArg); i++) {
  if (i % 2) {
    ta.push(await time(a));
    tb.push(await time(b));
  } else {
    tb.push(await time(b));
    ta.push(await time(a));
  }
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
console.log(
  `${path}: A ${median(ta).toFixed(1)} ms, B ${median(tb).toFixed(1)} ms (medians of ${ta.length}) → B/A ${(median(tb) / median(ta)).toFixed(3)}`,
);
