import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';

/**
 * The embedded default content, from npm: `quran-json` (Uthmani Hafs text from QuranEnc and ten
 * translations). Page/juz/hizb/rub come from `quran-meta` through packages/core.
 */

const require = createRequire(import.meta.url);

interface QuranJsonChapter {
  id: number;
  name: string;
  transliteration: string;
  translation?: string;
  type: 'meccan' | 'medinan';
  total_verses: number;
  verses: Array<{ id: number; text: string; translation?: string }>;
}

function readDist(name: string): QuranJsonChapter[] {
  const file = require.resolve(`quran-json/dist/${name}`);
  return JSON.parse(readFileSync(file, 'utf8')) as QuranJsonChapter[];
}

export interface NpmVerse {
  sura: number;
  aya: number;
  text: string;
}

export function npmQuranText(): NpmVerse[] {
  return readDist('quran.json').flatMap((ch) =>
    ch.verses.map((v) => ({ sura: ch.id, aya: v.id, text: v.text })),
  );
}

/** Book ids of the npm translations start here, clear of the content folder's catalogue ids. */
export const NPM_BOOK_ID_BASE = 1000;

export const NPM_TRANSLATIONS: Array<{ lang: string; name: string; nameAr: string }> = [
  { lang: 'en', name: 'English', nameAr: 'الإنجليزية' },
  { lang: 'bn', name: 'Bengali', nameAr: 'البنغالية' },
  { lang: 'es', name: 'Spanish', nameAr: 'الإسبانية' },
  { lang: 'fr', name: 'French', nameAr: 'الفرنسية' },
  { lang: 'id', name: 'Indonesian', nameAr: 'الإندونيسية' },
  { lang: 'ru', name: 'Russian', nameAr: 'الروسية' },
  { lang: 'sv', name: 'Swedish', nameAr: 'السويدية' },
  { lang: 'tr', name: 'Turkish', nameAr: 'التركية' },
  { lang: 'ur', name: 'Urdu', nameAr: 'الأردية' },
  { lang: 'zh', name: 'Chinese', nameAr: 'الصينية' },
];

export interface NpmTranslationBook {
  id: number;
  slug: string;
  lang: string;
  title: string;
  title_ar: string;
  hash: string;
  entries: Array<{ sura: number; aya_from: number; aya_to: number; text: string; footnotes: null }>;
}

export function npmTranslation(index: number): NpmTranslationBook {
  const t = NPM_TRANSLATIONS[index]!;
  const hash = createHash('sha256');
  const entries = readDist(`quran_${t.lang}.json`).flatMap((ch) =>
    ch.verses.map((v) => {
      const text = (v.translation ?? '').trim();
      hash.update(`${ch.id}:${v.id}:${text}\n`);
      return { sura: ch.id, aya_from: v.id, aya_to: v.id, text, footnotes: null };
    }),
  );
  return {
    id: NPM_BOOK_ID_BASE + index + 1,
    slug: `quran-json-${t.lang}`,
    lang: t.lang,
    title: `Translation of the meanings: ${t.name} (QuranEnc, via quran-json)`,
    title_ar: `ترجمة معاني القرآن الكريم إلى اللغة ${t.nameAr}`,
    hash: hash.digest('hex'),
    entries: entries.filter((e) => e.text.length > 0),
  };
}
