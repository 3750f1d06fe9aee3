import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  HAFS_RIWAYA_ID,
  SURAS,
  alignRiwayaToHafs,
  normalizeSearchText,
  riwayaById,
  verseLocation,
  WORD_ANALYSIS_VERSION,
} from '@tafsir/core';
import { ContentWriter, type TafsirDatabase } from '@tafsir/db';
import { CATEGORIES, CENTURIES, LANGUAGES } from './reference-data.js';
import type { Reporter } from './reporter.js';
import { createBookPreparer } from './book-preparer.js';
import type { PreparedBook } from './prepare-book.js';
import type { CatalogRecord } from './records.js';
import { ContentFolder, IMLAEI_FILE, MORPHOLOGY_FILE } from './sources/content-folder.js';
import { NPM_TRANSLATIONS, npmQuranText, npmTranslation } from './sources/npm-default.js';

export interface ImportOptions {
  database: TafsirDatabase;
  /** A folder in the shared/data format; without it only the npm default content is imported. */
  contentDir?: string | undefined;
  /** Only these book slugs of the content folder (all when absent). */
  books?: string[] | undefined;
  /** Re-import books whose content has not changed. */
  force?: boolean;
  /**
   * Worker threads that read and normalise book files while the main thread writes (default: the
   * cores, up to 8; 0 does everything in this thread).
   */
  workers?: number | undefined;
  reporter: Reporter;
}

export type BookStatus = 'imported' | 'unchanged' | 'skipped' | 'removed';

export interface BookSummary {
  id: number;
  slug: string;
  type: string;
  lang: string;
  status: BookStatus;
  entries: number;
  versesCovered: number;
  seconds: number;
  reason?: string;
}

export interface RiwayaSummary {
  id: number;
  slug: string;
  verses: number;
  pages: number;
  status: 'imported' | 'unchanged';
}

export interface ImportSummary {
  riwayat: RiwayaSummary[];
  books: BookSummary[];
  seconds: number;
  contentVersion: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A book's reader-facing credits (the catalogue's `attribution` and `rights`), as stored. */
function creditsOf(record: CatalogRecord) {
  return {
    attribution_name: record.attribution?.name ?? null,
    attribution_url: record.attribution?.url ?? null,
    rights: record.rights ?? null,
  };
}

/** The npm quran-json translations (no content folder): QuranEnc's texts and terms. */
const QURANENC_CREDITS = {
  attribution_name: "QuranEnc.com (Encyclopedia of the Noble Qur'an)",
  attribution_url: 'https://quranenc.com',
  rights: 'QuranEnc terms: free use with attribution, without modification.',
};

/** Number of distinct Hafs verses covered by a book's entries. */
function versesCovered(entries: readonly { sura: number; aya_from: number; aya_to: number }[]): number {
  const covered = new Set<number>();
  for (const e of entries) for (let a = e.aya_from; a <= e.aya_to; a++) covered.add(e.sura * 1000 + a);
  return covered.size;
}

export async function runImport(options: ImportOptions): Promise<ImportSummary> {
  const writer = new ContentWriter(options.database.db);
  // a first import into SQLite runs without waiting for the disk at each commit (see beginImport)
  const endImport = await writer.beginImport();
  try {
    return await importAll(options, writer);
  } finally {
    await endImport();
  }
}

async function importAll(options: ImportOptions, writer: ContentWriter): Promise<ImportSummary> {
  const started = performance.now();
  const { reporter } = options;
  const folder = options.contentDir ? new ContentFolder(options.contentDir) : undefined;
  if (folder && !ContentFolder.isContentFolder(folder.dir)) {
    throw new Error(`${folder.dir} is not a content folder (no quran/riwayat.json or books/catalog.json)`);
  }
  const versions: string[] = [];

  reporter.step('reference data: languages, categories, centuries, suras');
  await writer.upsertLanguages(LANGUAGES);
  await writer.upsertCategories(CATEGORIES);
  await writer.upsertCenturyCategories(CENTURIES);
  const suras = folder?.has('quran/suras.json')
    ? folder.suras()
    : SURAS.map((s) => ({
        number: s.number,
        name_ar: s.nameAr,
        name_translit: s.nameTranslit,
        name_en: s.nameEn,
        ayas: s.ayas,
        revelation: s.revelation,
      }));
  await writer.upsertSuras(suras);
  const hafsAyas = new Map(suras.map((s) => [s.number, s.ayas]));

  const riwayat = await importRiwayat(options, writer, folder, versions);
  if (folder) await importMorphology(options, writer, folder, versions);
  const books = await importBooks(options, writer, folder, hafsAyas, versions);

  // The index of what was not re-imported was built by an older word analysis: rebuild it all.
  versions.push(`search:${WORD_ANALYSIS_VERSION}`);
  if ((await storedMeta(options, 'search_analysis')) !== String(WORD_ANALYSIS_VERSION)) {
    reporter.step(`search index: rebuilding (word analysis ${WORD_ANALYSIS_VERSION})`);
    await writer.rebuildSearchIndex();
    await writer.setMeta('search_analysis', String(WORD_ANALYSIS_VERSION));
  }

  const contentVersion = sha256(versions.join('\n')).slice(0, 16);
  await writer.setMeta('content_version', contentVersion);
  await writer.setMeta('imported_at', new Date().toISOString());
  return { riwayat, books, seconds: (performance.now() - started) / 1000, contentVersion };
}

/** The Quran's morphology (Quranic Arabic Corpus), replaced when its file changed. */
async function importMorphology(
  options: ImportOptions,
  writer: ContentWriter,
  folder: ContentFolder,
  versions: string[],
): Promise<void> {
  if (!folder.has(MORPHOLOGY_FILE)) return;
  const version = sha256(readFileSync(join(folder.dir, MORPHOLOGY_FILE)).toString('base64'));
  versions.push(`morphology:${version}`);
  if (!options.force && (await storedMeta(options, 'morphology_version')) === version) return;
  options.reporter.step('Quran morphology (Quranic Arabic Corpus)');
  const key = (s: string | null | undefined) => (s ? normalizeSearchText(s).replace(/ /g, '') || null : null);
  const words = await folder.morphology();
  await writer.replaceQuranWords(
    words.map((w) => ({
      sura: w.sura,
      aya: w.aya,
      word: w.word,
      text: w.text,
      root: w.root ?? null,
      root_normalized: key(w.root),
      lemma: w.lemma ?? null,
      lemma_normalized: key(w.lemma),
      lemma_id: w.lemma_id ?? null,
      segments: JSON.stringify(w.segments),
    })),
  );
  await writer.setMeta('morphology_version', version);
}

async function storedMeta(options: ImportOptions, key: string): Promise<string | undefined> {
  const row = await options.database.db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

async function importRiwayat(
  options: ImportOptions,
  writer: ContentWriter,
  folder: ContentFolder | undefined,
  versions: string[],
): Promise<RiwayaSummary[]> {
  const { reporter } = options;
  const summaries: RiwayaSummary[] = [];
  const hasFolderText = !!folder?.has('quran/riwayat.json') && !!folder.has('quran/text-hafs.jsonl');

  if (!hasFolderText) {
    // Embedded default: Hafs from quran-json, divisions and pages from quran-meta.
    const hafs = riwayaById(HAFS_RIWAYA_ID)!;
    const text = npmQuranText();
    const version = sha256(text.map((v) => v.text).join('\n'));
    versions.push(`riwaya:${HAFS_RIWAYA_ID}:${version}`);
    const unchanged =
      !options.force && (await storedMeta(options, `riwaya_version:${HAFS_RIWAYA_ID}`)) === version;
    if (!unchanged) {
      reporter.step('Quran text: Hafs (quran-json)');
      await writer.upsertRiwayat([
        {
          id: hafs.id,
          slug: hafs.slug,
          name_ar: hafs.nameAr,
          name_en: hafs.nameEn,
          verse_count: text.length,
          page_count: 604,
          font_family: null,
          font_file: null,
        },
      ]);
      const verses = text.map((v) => ({
        riwaya_id: HAFS_RIWAYA_ID,
        sura: v.sura,
        aya: v.aya,
        text: v.text,
        text_normalized: normalizeSearchText(v.text),
        ...verseLocation(HAFS_RIWAYA_ID, v.sura, v.aya),
      }));
      const identity = text.map((v) => ({
        riwaya_id: HAFS_RIWAYA_ID,
        sura: v.sura,
        aya: v.aya,
        hafs_sura: v.sura,
        hafs_aya_from: v.aya,
        hafs_aya_to: v.aya,
      }));
      await writer.replaceVerses(HAFS_RIWAYA_ID, verses, identity);
      await writer.setMeta(`riwaya_version:${HAFS_RIWAYA_ID}`, version);
    }
    summaries.push({
      id: HAFS_RIWAYA_ID,
      slug: 'hafs',
      verses: text.length,
      pages: 604,
      status: unchanged ? 'unchanged' : 'imported',
    });
    return summaries;
  }

  const fonts = folder!.fonts();
  const records = folder!.riwayat();
  // Hafs first: every other riwaya is aligned to it.
  records.sort((a, b) => (a.id === HAFS_RIWAYA_ID ? -1 : b.id === HAFS_RIWAYA_ID ? 1 : a.id - b.id));
  const hafsRecord = records.find((r) => r.id === HAFS_RIWAYA_ID);
  if (!hafsRecord) throw new Error(`${folder!.dir}/quran/riwayat.json has no Hafs (id ${HAFS_RIWAYA_ID})`);
  const hafsText = await folder!.riwayaText(hafsRecord.slug);
  const hafsVersion = sha256(
    readFileSync(join(folder!.dir, 'quran', `text-${hafsRecord.slug}.jsonl`), 'utf8'),
  );
  // Hafs is indexed with its imla'i spelling too: a change of that file re-imports Hafs.
  const imlaeiVersion = folder!.has(IMLAEI_FILE)
    ? sha256(readFileSync(join(folder!.dir, IMLAEI_FILE), 'utf8'))
    : '';

  for (const record of records) {
    const file = join(folder!.dir, 'quran', `text-${record.slug}.jsonl`);
    // A riwaya's map depends on the Hafs text too, so its version includes Hafs's.
    const version = sha256(
      readFileSync(file, 'utf8') + (record.id === HAFS_RIWAYA_ID ? imlaeiVersion : hafsVersion),
    );
    versions.push(`riwaya:${record.id}:${version}`);
    const unchanged =
      !options.force && (await storedMeta(options, `riwaya_version:${record.id}`)) === version;
    if (unchanged) {
      summaries.push({
        id: record.id,
        slug: record.slug,
        verses: record.verses,
        pages: record.pages,
        status: 'unchanged',
      });
      continue;
    }
    reporter.step(`Quran text: ${record.name_en} (${record.slug})`);
    const text = record.id === HAFS_RIWAYA_ID ? hafsText : await folder!.riwayaText(record.slug);
    const imlaei = record.id === HAFS_RIWAYA_ID ? await folder!.imlaeiText() : new Map<number, string>();
    if (text.length !== record.verses) {
      throw new Error(`${file}: ${text.length} verses, but riwayat.json says ${record.verses}`);
    }
    const font = fonts.get(record.slug);
    await writer.upsertRiwayat([
      {
        id: record.id,
        slug: record.slug,
        name_ar: record.name_ar,
        name_en: record.name_en,
        verse_count: record.verses,
        page_count: record.pages,
        font_family: font?.family ?? null,
        font_file: font?.file ?? null,
      },
    ]);
    const verses = text.map((v) => ({
      riwaya_id: record.id,
      sura: v.sura,
      aya: v.aya,
      text: v.text,
      text_normalized: normalizeSearchText(v.text),
      text_imlaei: imlaei.get(v.sura * 1000 + v.aya) ?? null,
      page: v.page,
      juz: v.juz,
      hizb: v.hizb,
      rub: v.rub,
    }));
    const map =
      record.id === HAFS_RIWAYA_ID
        ? text.map((v) => ({
            sura: v.sura,
            aya: v.aya,
            hafsSura: v.sura,
            hafsAyaFrom: v.aya,
            hafsAyaTo: v.aya,
          }))
        : alignRiwayaToHafs(text, hafsText);
    await writer.replaceVerses(
      record.id,
      verses,
      map.map((m) => ({
        riwaya_id: record.id,
        sura: m.sura,
        aya: m.aya,
        hafs_sura: m.hafsSura,
        hafs_aya_from: m.hafsAyaFrom,
        hafs_aya_to: m.hafsAyaTo,
      })),
    );
    await writer.setMeta(`riwaya_version:${record.id}`, version);
    summaries.push({
      id: record.id,
      slug: record.slug,
      verses: text.length,
      pages: record.pages,
      status: 'imported',
    });
  }
  return summaries;
}

async function importBooks(
  options: ImportOptions,
  writer: ContentWriter,
  folder: ContentFolder | undefined,
  hafsAyas: Map<number, number>,
  versions: string[],
): Promise<BookSummary[]> {
  const { reporter, database } = options;
  const summaries: BookSummary[] = [];
  const catalog = folder?.catalog() ?? [];
  const authors = folder?.authors() ?? [];
  const authorById = new Map(authors.map((a) => [a.id, a]));
  const categoryBySlug = new Map(CATEGORIES.map((c) => [c.slug, c.id]));
  const now = new Date().toISOString();

  if (authors.length) {
    reporter.step(`authors: ${authors.length}`);
    await writer.upsertAuthors(
      authors.map((a) => ({
        id: a.id,
        name: a.name,
        name_ar: a.name_ar ?? null,
        death_hijri: a.death_hijri ?? null,
        death_ce: a.death_ce ?? null,
        bio: a.bio ?? null,
        bio_lang: a.bio_lang ?? null,
        death_filled_by_hand: a.death_year_filled_by_hand ? 1 : 0,
        search_text: normalizeSearchText(`${a.name} ${a.name_ar ?? ''}`),
      })),
    );
  }

  // npm translations fill the languages the content folder has no translation in.
  const folderTranslationLangs = new Set(catalog.filter((b) => b.type === 'translation').map((b) => b.lang));
  for (let i = 0; i < NPM_TRANSLATIONS.length; i++) {
    const t = NPM_TRANSLATIONS[i]!;
    const book = npmTranslation(i);
    if (folderTranslationLangs.has(t.lang)) {
      const removed = await database.db.deleteFrom('books').where('id', '=', book.id).executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) {
        summaries.push({
          id: book.id,
          slug: book.slug,
          type: 'translation',
          lang: t.lang,
          status: 'removed',
          entries: 0,
          versesCovered: 0,
          seconds: 0,
          reason: 'the content folder has translations in this language',
        });
      }
      continue;
    }
    const started = performance.now();
    const version = book.hash.slice(0, 16);
    versions.push(`book:${book.id}:${version}`);
    const unchanged = !options.force && (await writer.bookVersion(book.id)) === version;
    if (!unchanged) {
      await writer.replaceBook(
        {
          id: book.id,
          slug: book.slug,
          type: 'translation',
          language_code: book.lang,
          title: book.title,
          title_ar: book.title_ar,
          author_id: null,
          category_id: categoryBySlug.get('translation') ?? null,
          intro: null,
          footnotes: null,
          source: 'npm:quran-json (QuranEnc translations)',
          license: 'quran-json: CC BY-SA 4.0 packaging; translations from QuranEnc, attribution required',
          ...QURANENC_CREDITS,
          content_version: version,
          entry_count: book.entries.length,
          verses_covered: versesCovered(book.entries),
          imported_at: now,
        },
        book.entries,
      );
    } else await writer.updateBookCredits(book.id, QURANENC_CREDITS);
    summaries.push({
      id: book.id,
      slug: book.slug,
      type: 'translation',
      lang: book.lang,
      status: unchanged ? 'unchanged' : 'imported',
      entries: book.entries.length,
      versesCovered: versesCovered(book.entries),
      seconds: (performance.now() - started) / 1000,
    });
  }

  const wanted = options.books ? new Set(options.books) : undefined;
  if (wanted) {
    const unknown = [...wanted].filter((slug) => !catalog.some((b) => b.slug === slug));
    for (const slug of unknown) reporter.warn(`book "${slug}" is not in the catalogue`);
  }
  const selected = catalog.filter((b) => !wanted || wanted.has(b.slug));
  const totalBytes = selected.reduce((sum, b) => sum + folder!.bookFileSize(b.slug), 0);
  reporter.startBooks(totalBytes, selected.length);
  // Books are read, validated and normalised for search ahead, in worker threads, while this thread
  // writes the previous ones: at most `workers + 1` prepared books wait in memory.
  const preparer = createBookPreparer(options.workers);
  const ayas = [...hafsAyas.entries()];
  const preparing = new Map<number, Promise<PreparedBook | Error>>();
  const prepareAhead = (from: number) => {
    const last = Math.min(selected.length - 1, from + preparer.workers);
    for (let i = from; i <= last; i++) {
      const file = folder!.bookFile(selected[i]!.slug);
      if (preparing.has(i) || !file) continue;
      preparing.set(
        i,
        preparer.prepare({ file, ayas }).catch((error: unknown) => error as Error),
      );
    }
  };
  try {
    for (const [index, record] of selected.entries()) {
      await importOne(index, record);
    }
  } finally {
    await preparer.close();
  }
  reporter.endBooks();
  return summaries;

  async function importOne(index: number, record: CatalogRecord): Promise<void> {
    const started = performance.now();
    const base = { id: record.id, slug: record.slug, type: record.type, lang: record.lang };
    const file = folder!.bookFile(record.slug);
    const author = record.author_id ? authorById.get(record.author_id) : undefined;
    const skip = (reason: string) => {
      reporter.warn(`${record.slug}: skipped: ${reason}`);
      summaries.push({ ...base, status: 'skipped', entries: 0, versesCovered: 0, seconds: 0, reason });
    };
    prepareAhead(index);
    const prepared = await preparing.get(index);
    preparing.delete(index);
    if (!file) {
      skip(`no file books/${record.slug}.jsonl.gz`);
      return;
    }
    if (record.author_id && !author) {
      skip(`author ${record.author_id} is not in authors.json`);
      return;
    }
    // Progress follows the compressed size; the bar advances once per book.
    reporter.bookProgress(folder!.bookFileSize(record.slug), record.slug);
    if (!prepared || prepared instanceof Error) {
      skip(prepared?.message ?? `books/${record.slug}: not read`);
      return;
    }
    const { entries, hash, documents } = prepared;
    const version = sha256(`${hash}\n${JSON.stringify(record)}\n${JSON.stringify(author ?? null)}`).slice(
      0,
      16,
    );
    versions.push(`book:${record.id}:${version}`);
    const covered = versesCovered(entries);
    const unchanged = !options.force && (await writer.bookVersion(record.id)) === version;
    if (!unchanged) {
      await writer.replaceBook(
        {
          id: record.id,
          slug: record.slug,
          type: record.type,
          language_code: record.lang,
          title: record.title,
          title_ar: record.title_ar ?? null,
          author_id: record.author_id ?? null,
          category_id: (record.category && categoryBySlug.get(record.category)) || null,
          intro: record.intro ?? null,
          footnotes: null,
          source: record.source ?? null,
          license: record.license ?? null,
          ...creditsOf(record),
          content_version: version,
          entry_count: entries.length,
          verses_covered: covered,
          imported_at: now,
        },
        entries,
        documents,
      );
    } else await writer.updateBookCredits(record.id, creditsOf(record));
    summaries.push({
      ...base,
      status: unchanged ? 'unchanged' : 'imported',
      entries: entries.length,
      versesCovered: covered,
      seconds: (performance.now() - started) / 1000,
    });
  }
}
