/**
 * Commentary text → a render-safe structure (no HTML): paragraphs of typed segments that the web
 * renders as elements.
 *
 * Markup recognised in the stored `text` of a book entry:
 *  - `\n` separates paragraphs (empty paragraphs are dropped).
 *  - `* * *`, the asterism between sections (al-Tabari), is a paragraph of its own (`isSectionBreak`):
 *    it stands on its own line in print, and it is all that is left of the line breaks of al-Tabari's
 *    sura 2, whose source lost them.
 *  - `{[n]}` — footnote placeholder n (the entry's `footnotes` hold `{n, text}`).
 *  - Book-extra markers (spec §5). Syntax defined here, since the dataset has none yet:
 *      `{م}` / `{م:12}`  marker 'm'  — the author's related words on the verses of the passage,
 *                                       optionally naming the aya they belong to;
 *      `{خ}` / `{خ:12}`  marker 'kh' — same, second kind;
 *      `{د}`              marker 'd'  — start of an introduction shared by several verses;
 *      `{ذ}`              marker 'dh' — start of a conclusion shared by several verses.
 *    Spaces around the colon and Arabic-Indic digits are accepted (`{م: ١٢}`).
 *  - Quran quotations: `{ … }` or `﴿ … ﴾`, and `( … )` when directly followed by a bracketed verse
 *    reference. A reference right after the quotation, in square brackets or parentheses —
 *    `[البقرة: 255]`, `[ سورة الأنعام : 112 ]`, `[11 - الإسراء]`, `[الشعراء : 78 ، 79]`, `(الأعراف: 23)`,
 *    `[6:91]` — becomes part of the quote (`ref` when the sura is recognised, always `refText`);
 *    a trailing `(7:23)` inside the quote is read as its reference.
 *    A `{[n]}` footnote is never a quote; a brace or bracket without its partner stays plain text.
 *
 * When a footnote placeholder is glued to the next word (`Allāh,{[1]}the` — the source lost a
 * space when its HTML was stripped), the text after it gets a leading space.
 */
import { toWesternDigits } from './digits.js';
import { normalizeArabic } from './normalize.js';
import { SURAS } from './suras.js';

export interface Footnote {
  readonly n: number;
  readonly text: string;
}

export type MarkerKind = 'm' | 'kh' | 'd' | 'dh';

export interface QuoteRef {
  readonly sura: number;
  readonly aya: number;
  /** Last aya when the reference names several verses ("78 ، 79", "1 - 5"). */
  readonly ayaTo?: number;
}

export type Segment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'footnote-ref'; readonly n: number }
  | { readonly kind: 'marker'; readonly marker: MarkerKind; readonly aya?: number; readonly label: string }
  | {
      readonly kind: 'quran-quote';
      readonly text: string;
      readonly ref?: QuoteRef;
      readonly refText?: string;
    };

export interface ParsedCommentary {
  readonly paragraphs: Segment[][];
  /** The entry's footnotes, ordered by number, one per number. */
  readonly footnotes: Footnote[];
}

const MARKERS: Record<string, MarkerKind> = { م: 'm', خ: 'kh', د: 'd', ذ: 'dh' };

const TOKEN_RE = new RegExp(
  [
    '\\{\\[(?<fn>\\d{1,4})\\]\\}',
    '\\{(?<mk>[مخدذ])(?:\\s*:\\s*(?<mkAya>[0-9٠-٩]{1,3}))?\\}',
    '\\{(?<brace>[^{}\\n]{1,4000})\\}',
    '﴿(?<orn>[^﴿﴾{}\\n]{1,4000})﴾',
    // a parenthesis is a quotation only when a bracketed reference follows (checked in code)
    '\\((?<paren>[^(){}\\n]{1,2000})\\)(?=\\s*\\[)',
  ].join('|'),
  'g',
);
// a reference in brackets or parentheses right after a quotation (sticky: matched at its end)
const REF_AFTER_RE = /\s*(?:\[\s*([^[\]\n]{1,60}?)\s*\]|\(\s*([^()\n]{1,60}?)\s*\))/y;
// "name : 12", "سورة name: 12 - 14", "name : 78 ، 79"
const REF_NAME_FIRST_RE = /^(?:سورة\s*)?([^\d:：]{1,30}?)\s*[:：]\s*(\d{1,3})((?:\s*[-–،,و]?\s*\d{1,3})*)$/;
// Baghawi's "11 - الإسراء"
const REF_NUMBER_FIRST_RE = /^(\d{1,3})\s*[-–]\s*(?:سورة\s*)?([^\d]{1,30})$/;
// "6:91", "2:1-5"
const REF_NUMERIC_RE = /^(\d{1,3})\s*:\s*(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?$/;
// "(7:23)" / "(7:23-24)" at the end of a quotation (al-Muyassar)
const INNER_REF_RE = /\s*\((\d{1,3}):(\d{1,3})(?:-(\d{1,3}))?\)\s*$/;
const LETTER_RE = /\p{L}/u;
const BRACKETED_RE = /^\[[^\]]*\]$/;
const STARTS_WITH_WORD_RE = /^[\p{L}\p{N}]/u;

// Sura names as tafsir references write them: the table's names plus the old alternative names.
const SURA_ALIASES: Record<string, number> = {
  'أم الكتاب': 1,
  العقود: 5,
  براءة: 9,
  'بني إسرائيل': 17,
  سبحان: 17,
  ياس: 36,
  المؤمن: 40,
  الطول: 40,
  'حم السجدة': 41,
  المؤمنين: 23,
  طاه: 20,
  المنافقين: 63,
  ن: 68,
  الصمد: 112,
  'حم عسق': 42,
  القتال: 47,
  الدهر: 76,
  'هل أتى': 76,
  عم: 78,
  سبح: 87,
  الانشراح: 94,
  'ألم نشرح': 94,
  اقرأ: 96,
  'لم يكن': 98,
  الزلزال: 99,
  التكاثر: 102,
  الكافرين: 109,
  المسد: 111,
  تبت: 111,
  التوحيد: 112,
};

const nameKey = (name: string): string =>
  normalizeArabic(name)
    .replace(/^سوره\s*/, '')
    .replace(/\s+/g, ' ');
const SURA_BY_NAME: ReadonlyMap<string, number> = (() => {
  const map = new Map<string, number>();
  const add = (name: string, n: number) => {
    const key = nameKey(name);
    if (!map.has(key)) map.set(key, n);
    // also without the article: "بقره" for "البقرة"
    if (key.startsWith('ال') && key.length > 3 && !map.has(key.slice(2))) map.set(key.slice(2), n);
  };
  for (const s of SURAS) add(s.nameAr, s.number);
  for (const [name, n] of Object.entries(SURA_ALIASES)) add(name, n);
  return map;
})();

/** Sura number of a name as written in a reference ("الأنعام", "سورة آل عمران", "براءة"), if known. */
export function suraByArabicName(name: string): number | undefined {
  const key = nameKey(name);
  return (
    SURA_BY_NAME.get(key) ??
    SURA_BY_NAME.get(key.replace(/^ال/, '')) ??
    // the article's alef dropped after "[": "[ لبقرة : 12 ]"
    (key.startsWith('ل') ? SURA_BY_NAME.get('ا' + key) : undefined)
  );
}

/** Parses the inside of a reference bracket; undefined when it does not look like a reference. */
function parseRef(inner: string): { ref?: QuoteRef } | undefined {
  const text = toWesternDigits(inner.trim());
  let m = REF_NAME_FIRST_RE.exec(text);
  if (m) {
    const sura = suraByArabicName(m[1] as string);
    const aya = Number(m[2]);
    const more = (m[3] ?? '').match(/\d{1,3}/g)?.map(Number) ?? [];
    const last = more.length > 0 ? Math.max(...more) : aya;
    if (sura === undefined) return {};
    return { ref: last > aya ? { sura, aya, ayaTo: last } : { sura, aya } };
  }
  m = REF_NUMBER_FIRST_RE.exec(text);
  if (m) {
    const sura = suraByArabicName(m[2] as string);
    return sura === undefined ? {} : { ref: { sura, aya: Number(m[1]) } };
  }
  m = REF_NUMERIC_RE.exec(text);
  if (m) return { ref: numericRef(m[1] as string, m[2] as string, m[3]) };
  return undefined;
}

interface QuoteToken {
  readonly kind: 'quran-quote';
  readonly text: string;
  readonly ref?: QuoteRef;
  readonly refText?: string;
}

function numericRef(sura: string, aya: string, ayaTo: string | undefined): QuoteRef {
  const from = Number(aya);
  const to = ayaTo === undefined ? from : Number(ayaTo);
  return to > from ? { sura: Number(sura), aya: from, ayaTo: to } : { sura: Number(sura), aya: from };
}

/** Builds a quote segment from the inner text, reading a trailing "(7:23)" as its reference. */
function quote(inner: string): QuoteToken {
  const m = INNER_REF_RE.exec(inner);
  if (m) {
    return {
      kind: 'quran-quote',
      text: inner.slice(0, m.index).trim(),
      ref: numericRef(m[1] as string, m[2] as string, m[3]),
      refText: m[0].trim().slice(1, -1),
    };
  }
  return { kind: 'quran-quote', text: inner.trim() };
}

interface Groups {
  fn?: string;
  mk?: string;
  mkAya?: string;
  brace?: string;
  orn?: string;
  paren?: string;
}

/** Splits one paragraph into segments (adjacent text merged). */
function parseParagraph(paragraph: string): Segment[] {
  const segments: Segment[] = [];
  let text = '';
  let spaceNext = false; // a footnote was glued to the following word
  const pushText = (t: string) => {
    if (t === '') return;
    if (spaceNext && text === '' && STARTS_WITH_WORD_RE.test(t)) t = ' ' + t;
    spaceNext = false;
    text += t;
  };
  const flush = () => {
    if (text !== '') segments.push({ kind: 'text', text });
    text = '';
  };

  let last = 0;
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(paragraph); m !== null; m = TOKEN_RE.exec(paragraph)) {
    const g = m.groups as Groups;
    let end = m.index + m[0].length;
    let segment: Segment | undefined;

    if (g.fn !== undefined) {
      segment = { kind: 'footnote-ref', n: Number(g.fn) };
    } else if (g.mk !== undefined) {
      const marker = MARKERS[g.mk] as MarkerKind;
      const aya = g.mkAya === undefined ? undefined : Number(toWesternDigits(g.mkAya));
      segment =
        aya === undefined
          ? { kind: 'marker', marker, label: g.mk }
          : { kind: 'marker', marker, aya, label: g.mk };
    } else {
      const inner = (g.brace ?? g.orn ?? g.paren) as string;
      // a following bracketed reference belongs to the quotation
      REF_AFTER_RE.lastIndex = end;
      const refMatch = REF_AFTER_RE.exec(paragraph);
      const refInner = refMatch ? ((refMatch[1] ?? refMatch[2]) as string) : '';
      const parsedRef = refMatch ? parseRef(refInner) : undefined;
      if (g.paren !== undefined && (parsedRef === undefined || refMatch?.[1] === undefined)) {
        segment = undefined; // an ordinary parenthesis
      } else if (
        !LETTER_RE.test(inner) ||
        (g.paren === undefined && parseRef(inner) !== undefined) ||
        BRACKETED_RE.test(inner)
      ) {
        segment = undefined; // "{ }", "{[x]}" or a bare reference in ornate brackets: not a quotation
      } else {
        let q = quote(inner);
        if (refMatch && parsedRef) {
          q = {
            kind: 'quran-quote',
            text: q.text,
            refText: refInner.trim(),
            ...(parsedRef.ref ? { ref: parsedRef.ref } : {}),
          };
          end = refMatch.index + refMatch[0].length;
        }
        segment = q;
      }
    }

    if (segment === undefined) continue; // leave the match as plain text
    pushText(paragraph.slice(last, m.index));
    flush();
    segments.push(segment);
    spaceNext = segment.kind === 'footnote-ref';
    last = end;
    TOKEN_RE.lastIndex = end;
  }
  pushText(paragraph.slice(last));
  flush();
  return segments;
}

/** The asterism between sections, as printed; `***` (between the halves of a verse of poetry) is not one. */
export const SECTION_BREAK = '* * *';
const SECTION_BREAK_RE = /[ \t\u00a0]*\*[ \u00a0]\*[ \u00a0]\*[ \t\u00a0]*/g;

/** Whether a parsed paragraph is a section break (`* * *` alone). */
export function isSectionBreak(paragraph: readonly Segment[]): boolean {
  return paragraph.length === 1 && paragraph[0]!.kind === 'text' && paragraph[0]!.text === SECTION_BREAK;
}

/** Parses an entry's text (and its footnotes) into paragraphs of segments. */
export function parseCommentary(text: string, footnotes: readonly Footnote[] = []): ParsedCommentary {
  const paragraphs = text
    .replace(SECTION_BREAK_RE, `\n${SECTION_BREAK}\n`)
    .split('\n')
    .filter((p) => p.trim() !== '')
    .map(parseParagraph);
  const byNumber = new Map<number, Footnote>();
  for (const f of footnotes) if (!byNumber.has(f.n)) byNumber.set(f.n, { n: f.n, text: f.text });
  return { paragraphs, footnotes: [...byNumber.values()].sort((a, b) => a.n - b.n) };
}

/** Numbers of the footnotes referenced in a text, in order of first appearance. */
export function footnoteNumbers(text: string): number[] {
  const seen = new Set<number>();
  for (const m of text.matchAll(/\{\[(\d{1,4})\]\}/g)) seen.add(Number(m[1]));
  return [...seen];
}

/**
 * Plain text for snippets and search: footnote placeholders and markers removed, quotations kept
 * as ﴿…﴾ followed by their bracketed reference, paragraphs still separated by "\n".
 */
export function stripMarkup(text: string): string {
  return text
    .split('\n')
    .map((paragraph) =>
      parseParagraph(paragraph)
        .map((s) => {
          switch (s.kind) {
            case 'text':
              return s.text;
            case 'quran-quote':
              return `﴿${s.text}﴾` + (s.refText ? ` [${s.refText}]` : '');
            case 'marker':
              return ' ';
            default:
              return ''; // a footnote: the text after it already starts with a space if it needs one
          }
        })
        .join('')
        .replace(/[ \t\u00A0]{2,}/g, ' ')
        .trim(),
    )
    .filter((p) => p !== '')
    .join('\n');
}
