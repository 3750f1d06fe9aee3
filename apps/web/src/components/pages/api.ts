/**
 * Data of the browse, search and information pages: only through the typed client
 * (packages/client) against the same API origin as the reading page (lib/api.ts).
 */
import {
  ApiError,
  createClient,
  createDownloadsClient,
  type CallOptions,
  type DownloadsClient,
  type Lang,
  type TafsirClient,
} from '@tafsir/client';
import { notFound } from 'next/navigation';
import { answerCache, apiBaseUrl } from '@/lib/api';

let client: TafsirClient | null = null;
export function api(): TafsirClient {
  client ??= createClient({ baseUrl: apiBaseUrl(), fetch: answerCache().fetch });
  return client;
}

/** Lists that change only with a new import (books, suras, categories): an hour in the answer cache. */
export const LIST_CACHE: CallOptions = { init: { next: { revalidate: 3600 } } };
/** Counters (statistics): five minutes. */
export const SHORT_CACHE: CallOptions = { init: { next: { revalidate: 300 } } };

export const asLang = (locale: string): Lang => locale as Lang;

/** Runs a call; an API 404/400 becomes this route's 404 page. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) notFound();
    throw err;
  }
}

let downloads: DownloadsClient | null = null;
/** The downloads client of packages/client (GET /api/v1/books/{id}/downloads). */
export function downloadsApi(): DownloadsClient {
  downloads ??= createDownloadsClient({ baseUrl: apiBaseUrl(), fetch: answerCache().fetch });
  return downloads;
}

/** Origin the browser reaches the API at (download links); PUBLIC_API_URL, else API_URL. */
export function publicApiBase(): string {
  return (process.env.PUBLIC_API_URL ?? apiBaseUrl()).replace(/\/+$/, '');
}
