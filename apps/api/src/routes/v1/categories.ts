import { answers, LangQuery } from '../../schemas/common.js';
import { CategoriesAnswer } from '../../schemas/catalogue.js';
import { nameInLocale } from '../../lib/locale.js';
import type { RoutePlugin } from '../types.js';

/** Spec §7 categories: book categories (`data`) and Hijri centuries (`century_category`), for search filters. */
const categories: RoutePlugin = async (app, { repositories }) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Book categories and centuries',
        querystring: LangQuery,
        response: answers(CategoriesAnswer),
      },
      config: { cache: 'content' },
    },
    async (request) => {
      const lang = request.query.lang ?? 'ar';
      const [cats, centuries] = await Promise.all([
        repositories.catalogue.categories(),
        repositories.catalogue.centuryCategories(),
      ]);
      return {
        data: cats.map((c) => ({
          id: c.id,
          slug: c.slug,
          title: nameInLocale(lang, c.title_ar, c.title_en),
        })),
        century_category: centuries.map((c) => ({
          id: c.id,
          title: nameInLocale(lang, c.title_ar, c.title_en),
        })),
      };
    },
  );
};

export default categories;
