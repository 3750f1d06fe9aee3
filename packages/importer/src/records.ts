import { z } from 'zod';

/** Shapes of the content folder's records (see the content README); zod gives precise messages. */

const footnote = z.object({ n: z.number().int().positive(), text: z.string() });

export const bookEntryRecord = z
  .object({
    sura: z.number().int(),
    aya: z.number().int(),
    aya_to: z.number().int().nullish(),
    text: z.string(),
    footnotes: z.array(footnote).nullish(),
  })
  .loose();
export type BookEntryRecord = z.infer<typeof bookEntryRecord>;

export const verseRecord = z.object({
  sura: z.number().int().min(1).max(114),
  aya: z.number().int().min(1),
  text: z.string().min(1),
  page: z.number().int().min(1),
  juz: z.number().int().min(1).max(30),
  hizb: z.number().int().min(1).max(60),
  rub: z.number().int().min(1).max(240),
});
export type VerseRecord = z.infer<typeof verseRecord>;

/** quran/search-hafs-imlaei.jsonl: the Hafs text in plain spelling. */
export const imlaeiRecord = z.object({
  sura: z.number().int().min(1).max(114),
  aya: z.number().int().min(1),
  text: z.string().min(1),
});

/** quran/morphology.jsonl.gz: one written word of the Hafs text (Quranic Arabic Corpus). */
export const morphologyRecord = z.object({
  sura: z.number().int().min(1).max(114),
  aya: z.number().int().min(1),
  word: z.number().int().min(1),
  text: z.string().min(1),
  root: z.string().min(1).nullable().optional(),
  lemma: z.string().min(1).nullable().optional(),
  lemma_id: z.string().min(1).nullable().optional(),
  segments: z.array(z.tuple([z.string(), z.string()])),
});
export type MorphologyRecord = z.infer<typeof morphologyRecord>;

export const suraRecord = z.object({
  number: z.number().int().min(1).max(114),
  name_ar: z.string().min(1),
  name_translit: z.string().min(1),
  name_en: z.string().min(1),
  ayas: z.number().int().positive(),
  revelation: z.enum(['meccan', 'medinan']),
});

export const riwayaRecord = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name_ar: z.string().min(1),
  name_en: z.string().min(1),
  pages: z.number().int().positive(),
  verses: z.number().int().positive(),
});

export const catalogRecord = z
  .object({
    id: z.number().int().positive(),
    slug: z.string().regex(/^[a-z0-9-]+$/),
    type: z.enum(['tafsir', 'translation']),
    lang: z.string().min(2).max(8),
    title: z.string().min(1),
    title_ar: z.string().nullish(),
    author_id: z.number().int().positive().nullish(),
    category: z.string().min(1).nullish(),
    source: z.string().nullish(),
    license: z.string().nullish(),
    /** Reader-facing credit of the digital text, and one sentence on its rights (data/README.md). */
    attribution: z.object({ name: z.string().min(1), url: z.url() }).nullish(),
    rights: z.string().min(1).nullish(),
    intro: z.string().nullish(),
  })
  .loose();
export type CatalogRecord = z.infer<typeof catalogRecord>;

export const authorRecord = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    name_ar: z.string().nullish(),
    death_hijri: z.number().int().nullish(),
    death_ce: z.number().int().nullish(),
    bio: z.string().nullish(),
    bio_lang: z.string().nullish(),
    death_year_filled_by_hand: z.boolean().nullish(),
  })
  .loose();
export type AuthorRecord = z.infer<typeof authorRecord>;

export const fontsRecord = z.object({
  riwayat: z.record(z.string(), z.object({ family: z.string(), file: z.string() })),
});

/** "file:line: message" for the first issue of a failed parse. */
export function describeIssue(file: string, line: number | undefined, error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue && issue.path.length ? ` (${issue.path.join('.')})` : '';
  return `${file}${line ? `:${line}` : ''}: ${issue?.message ?? 'invalid record'}${where}`;
}
