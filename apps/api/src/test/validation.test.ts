import { expect, it } from 'vitest';
import { MAX_BOOK_IDS } from '@tafsir/core';
import { describeOnTargets, get } from './helpers.js';

const many = (n: number, key: string) => Array.from({ length: n }, (_, i) => `${key}[]=${i + 1}`).join('&');
const tenKb = encodeURIComponent('تفسير '.repeat(1700));

/** [url, parameter the 400 must name] */
const BAD_INPUT: Array<[string, string]> = [
  ['/api/v1/page?sura=0', 'sura'],
  ['/api/v1/page?sura=115', 'sura'],
  ['/api/v1/page?sura=abc', 'sura'],
  ['/api/v1/page?sura=-1', 'sura'],
  ['/api/v1/page?sura=1.5', 'sura'],
  ['/api/v1/page?sura=99999999999999999999', 'sura'],
  // integers written as decimal integers only (AJV's coercion read 1e1 as 10, 0x10 as 16)
  ['/api/v1/page?sura=1e1&aya=1', 'sura'],
  ['/api/v1/books-content?book_ids[]=2&sura=2&aya=2e2', 'aya'],
  ['/api/v1/author?page=0x10', 'page'],
  ['/api/v1/author/1e1', 'id'],
  ['/api/v1/page?sura[]=1&sura[]=2', 'sura'],
  ['/api/v1/page?sura=1&sura=2', 'sura'],
  ['/api/v1/page?sura=1&aya=8', 'aya'],
  ['/api/v1/page?sura=2&aya=287', 'aya'],
  ['/api/v1/page?sura=2&aya=%D9%A3', 'aya'],
  ['/api/v1/page?page_number=605', 'page_number'],
  ['/api/v1/page?page_number=0', 'page_number'],
  ['/api/v1/page?page_number=1e400', 'page_number'],
  ['/api/v1/page?rewaya_id=20&page_number=605', 'page_number'],
  ['/api/v1/page?rewaya_id=99', 'rewaya_id'],
  ['/api/v1/page?rewaya_id=hafs', 'rewaya_id'],
  ['/api/v1/page?lang=xx', 'lang'],
  ['/api/v1/page?lang=arabic', 'lang'],
  ['/api/v1/books-content?book_ids=abc&sura=1&aya=1', 'book_ids'],
  ['/api/v1/books-content?book_ids=-3&sura=1&aya=1', 'book_ids'],
  ['/api/v1/books-content?book_ids=2,x&sura=1&aya=1', 'book_ids'],
  ['/api/v1/books-content?books=2;7&sura=1&aya=1', 'books'],
  [`/api/v1/books-content?${many(MAX_BOOK_IDS + 1, 'book_ids')}&sura=1&aya=1`, 'book_ids'],
  [
    `/api/v1/books-content?book_ids=${Array.from({ length: MAX_BOOK_IDS + 1 }, (_, i) => i + 1).join(',')}&sura=1&aya=1`,
    'book_ids',
  ],
  ['/api/v1/books-content?book_ids[]=2&sura=115', 'sura'],
  ['/api/v1/books-content?book_ids[]=2&sura=0', 'sura'],
  ['/api/v1/books-content?book_ids[]=2&sura=1&aya=8', 'aya'],
  ['/api/v1/books-content?book_ids[]=2&rewaya_id=20&sura=2&aya=286', 'aya'],
  ['/api/v1/books-content?book_ids[]=2&page_number=605', 'page_number'],
  ['/api/v1/books-content?book_ids[]=2&lang=xx', 'lang'],
  ['/api/v1/books-content?book_ids[]=2&rewaya_id=12', 'rewaya_id'],
  [`/api/v1/author?search_keyword=${tenKb}`, 'search_keyword'],
  ['/api/v1/author?page=0', 'page'],
  ['/api/v1/author?page=abc', 'page'],
  ['/api/v1/author?page=1e400', 'page'],
  ['/api/v1/author?per_page=-Infinity', 'per_page'],
  ['/api/v1/author/1e400', 'id'],
  ['/api/v1/author?per_page=1000', 'per_page'],
  ['/api/v1/author?lang=xx', 'lang'],
  ['/api/v1/author/abc', 'id'],
  ['/api/v1/author/0', 'id'],
  ['/api/v1/author/-5', 'id'],
  ['/api/v1/author/1e99', 'id'],
  [`/api/v1/search?keyword=${tenKb}`, 'keyword'],
  ['/api/v1/search', 'keyword'],
  ['/api/v1/search?keyword=ab', 'keyword'],
  ['/api/v1/search?keyword=abc&filter=everything', 'filter'],
  // percent-escapes that are no UTF-8 text: not searched as the letters of the escape
  ['/api/v1/search?keyword=%FF%FE%FD', 'keyword'],
  ['/api/v1/search?keyword=%D8%B1%D8%AD%D9%85%D8%A9%C0', 'keyword'],
  ['/api/v1/books-content?book_ids[]=2&sura=1&lang=%E0%A4%A', 'lang'],
  ['/api/v1/jiz?rewaya_id=5', 'rewaya_id'],
  ['/api/v1/hizb?lang=xx', 'lang'],
  ['/api/v1/ayah-json?rewaya_id=99', 'rewaya_id'],
  ['/api/v1/surah-json?lang=xx', 'lang'],
  ['/api/v1/books?lang=xx', 'lang'],
  ['/api/v1/categories?lang=xx', 'lang'],
  ['/api/v1/rewaya_list?lang=xx', 'lang'],
];

/** Odd values thrown at every parameter: none may produce a 500. */
const ODD_VALUES = [
  '',
  ' ',
  '-1',
  '0',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '٣',
  '😀',
  '%00',
  '%E0%A4%A',
  'null',
  'true',
  '[]',
  '{}',
  '1,2',
  "1';DROP TABLE books;--",
  '"',
  '<script>alert(1)</script>',
  'a'.repeat(3000),
  '9'.repeat(40),
];

const PARAMS: Array<[string, string[]]> = [
  ['/api/v1/page', ['sura', 'aya', 'rewaya_id', 'page_number', 'lang']],
  [
    '/api/v1/books-content?book_ids[]=2',
    ['book_ids', 'books', 'sura', 'aya', 'rewaya_id', 'page_number', 'lang'],
  ],
  ['/api/v1/author', ['page', 'per_page', 'search_keyword', 'lang']],
  ['/api/v1/jiz', ['rewaya_id', 'lang']],
  ['/api/v1/ayah-json', ['rewaya_id']],
  ['/api/v1/search?keyword=abc', ['keyword', 'filter', 'categories', 'page']],
];

describeOnTargets('Validation', (ctx) => {
  it.each(BAD_INPUT)('%s → 400 naming %s', async (url, param) => {
    const res = await get(ctx.app, url);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringContaining(`'${param}'`),
    });
  });

  it('never answers 500 to odd input, and always answers the error format', async () => {
    for (const [route, params] of PARAMS) {
      for (const param of params) {
        for (const raw of ODD_VALUES) {
          const value = raw.startsWith('%') ? raw : encodeURIComponent(raw);
          for (const query of [`${param}=${value}`, `${param}[]=${value}&${param}[]=${value}`]) {
            const url = `${route}${route.includes('?') ? '&' : '?'}${query}`;
            const res = await get(ctx.app, url);
            expect(res.status, url).toBeLessThan(500);
            if (res.status >= 400) {
              expect(res.json, url).toEqual({
                statusCode: res.status,
                error: expect.any(String),
                message: expect.any(String),
              });
            }
          }
        }
      }
    }
    for (const raw of ODD_VALUES) {
      const res = await get(ctx.app, `/api/v1/author/${raw.startsWith('%') ? raw : encodeURIComponent(raw)}`);
      expect(res.status, raw).toBeLessThan(500);
    }
  });

  it('treats an empty parameter as absent (defaults apply)', async () => {
    const res = await get(ctx.app, '/api/v1/page?sura=&aya=&rewaya_id=&lang=');
    expect(res.status).toBe(200);
    expect(res.json.page).toBe(1);
  });

  it('ignores unknown parameters', async () => {
    const res = await get(ctx.app, '/api/v1/page?page_number=2&utm_source=x&_=123');
    expect(res.status).toBe(200);
    expect(res.json.page).toBe(2);
  });
});
