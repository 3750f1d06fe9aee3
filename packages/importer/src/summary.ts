import type { ImportSummary } from './import.js';

const pad = (value: string | number, width: number, right = false) =>
  right ? String(value).padStart(width) : String(value).padEnd(width);

/** The table printed at the end of an import: one row per riwaya and per book, then totals. */
export function formatSummary(summary: ImportSummary): string {
  const lines: string[] = [];
  lines.push('riwaya        verses  pages  status');
  for (const r of summary.riwayat) {
    lines.push(
      `${pad(`${r.id} ${r.slug}`, 12)} ${pad(r.verses, 7, true)} ${pad(r.pages, 6, true)}  ${r.status}`,
    );
  }
  lines.push('');
  lines.push('book                            type         lang  entries  verses  time(s)  status');
  let entries = 0;
  let imported = 0;
  for (const b of summary.books) {
    entries += b.entries;
    if (b.status === 'imported') imported++;
    lines.push(
      `${pad(`${b.id} ${b.slug}`, 31)} ${pad(b.type, 12)} ${pad(b.lang, 5)} ${pad(b.entries, 7, true)} ${pad(b.versesCovered, 7, true)} ${pad(b.seconds.toFixed(1), 8, true)}  ${b.status}${b.reason ? `: ${b.reason}` : ''}`,
    );
  }
  const skipped = summary.books.filter((b) => b.status === 'skipped').length;
  lines.push('');
  lines.push(
    `books: ${summary.books.length} (${imported} imported, ${skipped} skipped), entries: ${entries}, ` +
      `time: ${summary.seconds.toFixed(1)} s, content version ${summary.contentVersion}`,
  );
  return lines.join('\n');
}
