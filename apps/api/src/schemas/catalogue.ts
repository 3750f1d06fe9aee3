import { Type } from 'typebox';

/** Spec §3 language: direction 0 = left-to-right, 1 = right-to-left. */
export const Language = Type.Object({
  id: Type.Integer(),
  key: Type.String({ description: 'Language code' }),
  title: Type.String({ description: 'Name in the language itself' }),
  name: Type.String({ description: 'English name' }),
  direction: Type.Integer(),
});
export const LanguagesAnswer = Type.Object({ data: Type.Array(Language) });

export const Category = Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String() });
export const CenturyCategory = Type.Object({
  id: Type.Integer({ description: 'The Hijri century' }),
  title: Type.String(),
});
export const CategoriesAnswer = Type.Object({
  data: Type.Array(Category),
  century_category: Type.Array(CenturyCategory),
});

/** Spec §3 statistics. */
export const StatisticsAnswer = Type.Object({
  bookCount: Type.Integer(),
  transInDiffLng: Type.Integer({ description: 'Languages with at least one translation' }),
  totalAuthors: Type.Integer(),
  totalVisitors: Type.Integer(),
  cmv: Type.Integer({ description: 'Visitors this month' }),
  pmv: Type.Integer({ description: 'Visitors last month' }),
  enterpretation: Type.Integer(),
  translation: Type.Integer(),
  totalDownloads: Type.Integer(),
  currentMonthDownloads: Type.Integer(),
});

export const HealthAnswer = Type.Object({
  status: Type.Literal('ok'),
  uptime: Type.Number({ description: 'Seconds since start' }),
});
