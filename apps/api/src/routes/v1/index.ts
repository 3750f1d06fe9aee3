import authorDetail from './author-detail.js';
import authorList from './author-list.js';
import ayahJson from './ayah-json.js';
import books from './books.js';
import booksContent from './books-content.js';
import categories from './categories.js';
import hizb from './hizb.js';
import jiz from './jiz.js';
import languages from './languages.js';
import page from './page.js';
import ramzJson from './ramz-json.js';
import reading from './reading.js';
import rewayaList from './rewaya-list.js';
import search from './search.js';
import statistics from './statistics.js';
import surahJson from './surah-json.js';
import words from './words.js';
import type { RoutePlugin } from '../types.js';

/** /api/v1: every content call of spec §7, one file each. */
const v1: RoutePlugin = async (app, options) => {
  // Only the dependencies go down: `options` also holds this plugin's own prefix.
  const deps = { repositories: options.repositories, state: options.state, config: options.config };
  for (const route of [
    languages,
    surahJson,
    ramzJson,
    jiz,
    hizb,
    page,
    books,
    booksContent,
    rewayaList,
    authorList,
    authorDetail,
    ayahJson,
    statistics,
    categories,
    search,
    reading,
    words,
  ]) {
    await app.register(route, deps);
  }
};

export default v1;
