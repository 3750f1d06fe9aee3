/** Citations of one commentary passage (Chicago notes-bibliography style and BibTeX). */
export interface CiteInput {
  author: string;
  book: string;
  sura: number;
  aya: number;
  ayaTo?: number;
  url: string;
  /** Access date. */
  accessed: Date;
  /** Death year AH, when known. */
  deathHijri?: number | null;
  site: string;
}

const verseRef = (c: CiteInput) =>
  c.ayaTo && c.ayaTo > c.aya ? `${c.sura}:${c.aya}–${c.ayaTo}` : `${c.sura}:${c.aya}`;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function chicagoDate(d: Date): string {
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

export function chicago(c: CiteInput): string {
  const author = c.author.trim() || 'Anonymous';
  const died = c.deathHijri ? ` (d. ${c.deathHijri} AH)` : '';
  return `${author}${died}. “${c.book},” on Qur’an ${verseRef(c)}. ${c.site}. Accessed ${chicagoDate(c.accessed)}. ${c.url}.`;
}

/** BibTeX with braces and backslashes in values escaped. */
export function bibtex(c: CiteInput, key: string): string {
  const esc = (s: string) => s.replace(/[\\{}]/g, (ch) => `\\${ch}`);
  const iso = c.accessed.toISOString().slice(0, 10);
  const fields: Array<[string, string]> = [
    ['author', esc(c.author.trim() || 'Anonymous')],
    ['title', esc(`${c.book}, on Qur'an ${verseRef(c).replace('–', '--')}`)],
    ['howpublished', esc(c.site)],
    ['url', c.url],
    ['urldate', iso],
    ['note', esc(`Qur'an ${verseRef(c).replace('–', '--')}`)],
  ];
  const body = fields.map(([k, v]) => `  ${k} = {${v}}`).join(',\n');
  return `@misc{${key.replace(/[^A-Za-z0-9_:-]/g, '')},\n${body}\n}`;
}
