/**
 * What a reading document is made of: its bytes split into markup, Next's page data (the inline
 * `self.__next_f.push` flight scripts, decoded), other inline scripts, and the share of the markup and
 * of the page data each part of the view takes (sura panel, Quran page, commentaries, header, footer).
 *
 *   npx tsx bench/web/composition.ts <reading page URL on a running web server>
 */
import { gzipSync } from 'node:zlib';

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx bench/web/composition.ts <url>');
const html = await (await fetch(url)).text();
const bytes = (s: string) => Buffer.byteLength(s);
const gz = (s: string) => gzipSync(s, { level: 9 }).length;

const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
const flightScripts = scripts.filter((m) => m[1]!.startsWith('self.__next_f.push'));
const otherInline = scripts.filter((m) => m[1] && !m[1].startsWith('self.__next_f.push'));
// The flight data itself: each push is `[1,"<JSON string>"]`.
const flight = flightScripts
  .map((m) => /^self\.__next_f\.push\((\[[\s\S]*\])\)$/.exec(m[1]!)?.[1])
  .map((a) => (a ? (JSON.parse(a) as unknown[]) : []))
  .map((a) => (typeof a[1] === 'string' ? a[1] : ''))
  .join('');
const markup = scripts.reduce((s, m) => s.replace(m[0], ''), html);

/** The text between the first `from` and the first `to` after it (or the end). */
function between(text: string, from: string, to: string | null): string {
  const i = text.indexOf(from);
  if (i < 0) return '';
  const j = to === null ? -1 : text.indexOf(to, i + from.length);
  return text.slice(i, j < 0 ? undefined : j);
}
const parts: Array<[string, string, string | null]> = [
  ['header', '<header', '</header>'],
  ['sura panel', 'id="sura-panel"', 'class="quran-panel"'],
  ['Quran page', 'class="quran-panel"', 'id="commentary-panel"'],
  ['commentaries', 'id="commentary-panel"', '<footer'],
  ['footer', '<footer', '</footer>'],
];
// The page data's rows are written in the order React finishes them, not in the page's order: it is cut
// at the reading view's landmarks into contiguous spans that add up to the whole.
const flightParts: Array<[string, string, string | null]> = [
  ['head, header, menus, messages', '', '"sura-panel"'],
  ['sura panel', '"sura-panel"', '"quran-panel"'],
  ['Quran page', '"quran-panel"', '"commentary-panel"'],
  ['commentaries, then later rows', '"commentary-panel"', null],
];
const row = (label: string, s: string) =>
  console.log(
    `${label.padEnd(34)} ${String(bytes(s)).padStart(9)} B  gzip -9 ${String(gz(s)).padStart(7)} B`,
  );
console.log(url);
row('document', html);
row('  markup (scripts removed)', markup);
for (const [label, from, to] of parts) row(`    ${label}`, between(markup, from, to));
row(`  page data scripts (${flightScripts.length})`, flightScripts.map((m) => m[0]).join(''));
row('    page data, decoded', flight);
row(
  '      long strings (T rows)',
  flight
    .split('\n')
    .filter((r) => /^[0-9a-f]+:T/.test(r))
    .join('\n'),
);
for (const [label, from, to] of flightParts) row(`      ${label}`, between(flight, from, to));
row(`  other inline scripts (${otherInline.length})`, otherInline.map((m) => m[0]).join(''));
