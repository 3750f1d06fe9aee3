import { describe, expect, it } from 'vitest';
import type { AvailableFile, BookDownloadsAnswer } from '@tafsir/client';
import { apiFileUrl, bookFiles } from './book-files';

const API = 'https://api.example.org';
const book = { pdf_url: null, pdf_print_url: null, db_url: '/api/v1/download/6.sqlite' };
const file = (format: AvailableFile['format'], bytes: number | null = null): AvailableFile => ({
  format,
  file_name: `ibn-kathir.${format}`,
  content_type: 'application/octet-stream',
  url: `/api/v1/download/6.${format}`,
  description: '',
  built: bytes !== null,
  bytes,
  gzip_bytes: null,
});
const answer = (available: AvailableFile[]) => ({ available }) as BookDownloadsAnswer;

describe('bookFiles', () => {
  it("lists the API's files at the API's public origin, with their names and sizes", () => {
    expect(bookFiles(book, answer([file('epub', 2048), file('sqlite'), file('json')]), API)).toEqual([
      {
        href: `${API}/api/v1/download/6.epub`,
        format: 'epub',
        legacy: null,
        fileName: 'ibn-kathir.epub',
        bytes: 2048,
      },
      {
        href: `${API}/api/v1/download/6.sqlite`,
        format: 'sqlite',
        legacy: null,
        fileName: 'ibn-kathir.sqlite',
        bytes: null,
      },
      {
        href: `${API}/api/v1/download/6.json`,
        format: 'json',
        legacy: null,
        fileName: 'ibn-kathir.json',
        bytes: null,
      },
    ]);
  });

  it("falls back to the book's spec fields, on the API's origin too, when the API lists none", () => {
    const expected = [
      {
        href: `${API}/api/v1/download/6.sqlite`,
        format: null,
        legacy: 'database',
        fileName: null,
        bytes: null,
      },
    ];
    expect(bookFiles(book, null, API)).toEqual(expected);
    expect(bookFiles(book, answer([]), API)).toEqual(expected);
    expect(bookFiles({ pdf_url: null, pdf_print_url: null, db_url: null }, null, API)).toEqual([]);
  });

  it('keeps an absolute URL as it is', () => {
    expect(apiFileUrl('https://files.example.org/6.pdf', API)).toBe('https://files.example.org/6.pdf');
    expect(apiFileUrl('/api/v1/download/6.json', `${API}/proxy`)).toBe(`${API}/proxy/api/v1/download/6.json`);
  });
});
