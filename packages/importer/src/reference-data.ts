import { centuryLabel } from '@tafsir/core';

/**
 * Reference lists the content folder does not carry: the languages books are written in, the category
 * vocabulary of the catalogue (README "Category vocabulary"), and Hijri centuries.
 */

export interface LanguageSeed {
  id: number;
  code: string;
  name: string;
  native_name: string;
  direction: 0 | 1;
}

// Ids are stable: they are served as lang_id.
export const LANGUAGES: LanguageSeed[] = [
  { id: 1, code: 'ar', name: 'Arabic', native_name: 'العربية', direction: 1 },
  { id: 2, code: 'en', name: 'English', native_name: 'English', direction: 0 },
  { id: 3, code: 'es', name: 'Spanish', native_name: 'Español', direction: 0 },
  { id: 4, code: 'fa', name: 'Persian', native_name: 'فارسی', direction: 1 },
  { id: 5, code: 'fr', name: 'French', native_name: 'Français', direction: 0 },
  { id: 6, code: 'id', name: 'Indonesian', native_name: 'Bahasa Indonesia', direction: 0 },
  { id: 7, code: 'it', name: 'Italian', native_name: 'Italiano', direction: 0 },
  { id: 8, code: 'ja', name: 'Japanese', native_name: '日本語', direction: 0 },
  { id: 9, code: 'sw', name: 'Swahili', native_name: 'Kiswahili', direction: 0 },
  { id: 10, code: 'te', name: 'Telugu', native_name: 'తెలుగు', direction: 0 },
  { id: 11, code: 'tr', name: 'Turkish', native_name: 'Türkçe', direction: 0 },
  { id: 12, code: 'ur', name: 'Urdu', native_name: 'اردو', direction: 1 },
  { id: 13, code: 'zh', name: 'Chinese', native_name: '中文', direction: 0 },
  { id: 14, code: 'bn', name: 'Bengali', native_name: 'বাংলা', direction: 0 },
  { id: 15, code: 'ru', name: 'Russian', native_name: 'Русский', direction: 0 },
  { id: 16, code: 'sv', name: 'Swedish', native_name: 'Svenska', direction: 0 },
];

export interface CategorySeed {
  id: number;
  slug: string;
  title_en: string;
  title_ar: string;
}

export const CATEGORIES: CategorySeed[] = [
  {
    id: 1,
    slug: 'bil-mathur',
    title_en: 'Transmitted commentary (bil-mathur)',
    title_ar: 'التفسير بالمأثور',
  },
  {
    id: 2,
    slug: 'bil-ray',
    title_en: 'Reasoned and theological commentary (bil-ray)',
    title_ar: 'التفسير بالرأي',
  },
  { id: 3, slug: 'fiqhi', title_en: 'Legal rulings (fiqhi)', title_ar: 'التفسير الفقهي' },
  {
    id: 4,
    slug: 'lughawi',
    title_en: 'Linguistic, grammar and rhetoric',
    title_ar: 'التفسير اللغوي والإعراب',
  },
  { id: 5, slug: 'ishari', title_en: 'Sufi commentary (ishari)', title_ar: 'التفسير الإشاري' },
  { id: 6, slug: 'asbab', title_en: 'Occasions of revelation', title_ar: 'أسباب النزول' },
  { id: 7, slug: 'modern', title_en: 'Modern commentary', title_ar: 'التفسير المعاصر' },
  { id: 8, slug: 'summary', title_en: 'Concise commentary', title_ar: 'التفسير الميسر والمختصر' },
  { id: 9, slug: 'translation', title_en: 'Translation of the meanings', title_ar: 'ترجمة المعاني' },
];

/** Centuries 1–15 AH; the id is the century number, the titles core's labels. */
export const CENTURIES = Array.from({ length: 15 }, (_, i) => ({
  id: i + 1,
  title_en: centuryLabel(i + 1, 'en'),
  title_ar: centuryLabel(i + 1, 'ar'),
}));
