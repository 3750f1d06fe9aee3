/*
 * Tafsir Compendium service worker (spec §2: registered at the site root, scope /; issue 8: offline).
 *
 * Registered as /sw.js?v=<build version> by components/ServiceWorkerRegistration.tsx, so every build
 * installs a new worker with its own caches; activate deletes the caches of older builds.
 *
 * - hashed static assets (/_next/static/, /fonts/): cache first;
 * - navigations and RSC requests: network first with a timeout, falling back to the cached copy, so the
 *   pages a reader opened work offline; a reading page never opened falls back to the offline reader
 *   (/{locale}/offline), which renders kept books from local storage. The offline readers of the
 *   locales open at install (and of the default locale) are precached; another locale's is kept the
 *   first time a page of that locale is read online (not all 13 for every new visitor);
 * - never cached: non-GET requests, error answers, other origins (the API), /api/, the developer and
 *   contact forms, router prefetches.
 * The kept books live in the 'tafsir-offline-data' cache, written by the page (lib/offline/store.ts)
 * and never touched here.
 *
 * Plain script (classic service worker, no build step); its pure decisions are exposed on
 * self.tafsirSw for the unit tests (src/lib/offline/sw.test.ts), which run this very file.
 */
'use strict';

const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const CACHE_PREFIX = 'tafsir-sw-';
const STATIC_CACHE = `${CACHE_PREFIX}static-${VERSION}`;
const PAGES_CACHE = `${CACHE_PREFIX}pages-${VERSION}`;
const LOCALES = ['ar', 'en', 'es', 'fa', 'fr', 'id', 'it', 'ja', 'sw', 'te', 'tr', 'ur', 'zh'];
const DEFAULT_LOCALE = 'ar';
const NETWORK_TIMEOUT_MS = 4000;
const MAX_PAGES = 120;
/** Not hashed but needed by an installed app offline. */
const SHELL_FILES = ['/manifest.webmanifest', '/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

/** The locale of a path (its first segment), else the default. */
function localeOf(pathname) {
  const first = pathname.split('/')[1] || '';
  return LOCALES.includes(first) ? first : DEFAULT_LOCALE;
}

/** Path of the precached offline reader of a locale. */
function offlinePath(locale) {
  return `/${locale}/offline`;
}

/** The locale-relative rest of a path: '/ar/en/developer' → '/developer', '/en' → '/'. */
function restOf(pathname) {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length && LOCALES.includes(parts[0])) parts.shift();
  if (parts.length && LOCALES.includes(parts[0])) parts.shift(); // /{locale}/{lang}/… variant
  return `/${parts.join('/')}`;
}

/** The reading page (/{locale}, /{locale}/{lang}) or the offline reader itself. */
function isReadingPath(pathname) {
  const rest = restOf(pathname);
  return rest === '/' || rest === '/offline';
}

/** Forms and personal pages: never stored (spec §6 developer keys, contact messages). */
function isNoStorePath(pathname) {
  return /^\/(developer|contact-us)(\/|$)/.test(restOf(pathname));
}

/**
 * What to do with a request: 'static' (cache first), 'page' (navigation, network first + offline
 * fallback), 'rsc' (router data, network first), 'shell' (network first) or null (not handled).
 * `request` needs method, url, mode and headers.get().
 */
function classify(request, origin) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (url.pathname.startsWith('/api/') || url.pathname === '/sw.js') return null;
  if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/fonts/')) return 'static';
  if (url.pathname.startsWith('/_next/')) return null; // image optimiser, HMR, data routes
  if (request.mode === 'navigate') return 'page';
  if (request.headers.get('RSC') === '1') {
    // Prefetches are speculative: they would fill the cache with pages nobody read.
    if (request.headers.get('Next-Router-Prefetch')) return null;
    return 'rsc';
  }
  if (SHELL_FILES.includes(url.pathname) || url.pathname.startsWith('/icons/')) return 'shell';
  return null;
}

/**
 * Whether an answer may be stored: a complete, successful, same-origin 200 outside the forms. (Next
 * marks every dynamic page no-store for shared caches; this cache is the reader's own offline copy.)
 */
function isStorable(response, pathname) {
  if (!response || response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  return !isNoStorePath(pathname);
}

/** The cache key to answer an offline navigation that missed the cache: the offline reader. */
function fallbackFor(pathname) {
  return offlinePath(localeOf(pathname));
}

/** The locales whose offline reader is precached: the default one and those of the open pages. */
function precacheLocales(clientUrls) {
  const locales = [DEFAULT_LOCALE];
  for (const u of clientUrls) {
    const locale = localeOf(new URL(u).pathname);
    if (!locales.includes(locale)) locales.push(locale);
  }
  return locales;
}

/**
 * Same-origin hashed files referenced by a page's HTML (scripts, styles, the Quran font of
 * /fonts/), deduplicated.
 */
function staticUrlsIn(html) {
  const out = new Set();
  for (const m of html.matchAll(/\/(?:_next\/static|fonts)\/[^"'\s<>)\\]+/g)) out.add(m[0]);
  return [...out];
}

self.tafsirSw = {
  VERSION,
  STATIC_CACHE,
  PAGES_CACHE,
  localeOf,
  offlinePath,
  restOf,
  isReadingPath,
  isNoStorePath,
  classify,
  isStorable,
  fallbackFor,
  precacheLocales,
  staticUrlsIn,
};

// ---------------------------------------------------------------------------------------------
// Strategies.

async function trim(cache, max) {
  const keys = await cache.keys();
  // Keys come back in insertion order: the oldest go first; the offline readers are re-added at install.
  const removable = keys.filter((k) => !new URL(k.url).pathname.endsWith('/offline'));
  for (const k of removable.slice(0, Math.max(0, removable.length - max))) await cache.delete(k);
}

async function store(cacheName, request, response) {
  try {
    const cache = await caches.open(cacheName);
    await cache.put(request, response);
    if (cacheName === PAGES_CACHE) await trim(cache, MAX_PAGES);
  } catch {
    /* quota or a body already used: the answer was still served */
  }
}

async function cacheFirst(event) {
  const cache = await caches.open(STATIC_CACHE);
  const hit = await cache.match(event.request);
  if (hit) return hit;
  const response = await fetch(event.request);
  if (isStorable(response, new URL(event.request.url).pathname))
    event.waitUntil(store(STATIC_CACHE, event.request, response.clone()));
  return response;
}

/** Network first; after NETWORK_TIMEOUT_MS a cached copy wins, when there is one. */
async function networkFirst(event, kind) {
  const { request } = event;
  const url = new URL(request.url);
  const cache = await caches.open(PAGES_CACHE);
  const cached = () => cache.match(request, { ignoreVary: true });
  const network = fetch(request).then((response) => {
    if (isStorable(response, url.pathname)) {
      event.waitUntil(store(PAGES_CACHE, request, response.clone()));
      if (kind === 'page') event.waitUntil(keepOfflineReader(localeOf(url.pathname)).catch(() => undefined));
    }
    return response;
  });
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), NETWORK_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, timeout]);
    if (first === 'timeout') {
      const hit = await cached();
      if (hit) return hit;
      return await network;
    }
    // A server error (the API down behind the web server) is answered from the reader's copy when there
    // is one; a reading page, from the offline reader; any other page keeps its error page.
    if (first.status >= 500 && kind === 'page') {
      const copy = (await cached()) || (isReadingPath(url.pathname) ? await offlineAnswer(url) : undefined);
      return copy || first;
    }
    return first;
  } catch {
    const hit = await cached();
    if (hit) return hit;
    if (kind === 'page') {
      const page = await offlineAnswer(url);
      if (page) return page;
    }
    return Response.error();
  } finally {
    clearTimeout(timer);
  }
}

/** The offline reader of the page's locale, else (never read online in that locale) the default one. */
async function offlineAnswer(url) {
  const cache = await caches.open(PAGES_CACHE);
  const options = { ignoreVary: true, ignoreSearch: true };
  return (
    (await cache.match(fallbackFor(url.pathname), options)) ||
    cache.match(offlinePath(DEFAULT_LOCALE), options)
  );
}

// ---------------------------------------------------------------------------------------------
// Life cycle.

/** Fetches and keeps the offline reader of a locale, and the hashed files its HTML loads. */
async function cacheOfflineReader(locale) {
  const path = offlinePath(locale);
  const response = await fetch(path, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`precache ${path}: ${response.status}`);
  const assets = staticUrlsIn(await response.clone().text());
  await (await caches.open(PAGES_CACHE)).put(path, response);
  const statics = await caches.open(STATIC_CACHE);
  const missing = [];
  for (const u of assets) if (!(await statics.match(u))) missing.push(u);
  // The page's scripts and styles must all be there; a font that fails leaves the fallback font.
  await statics.addAll(missing.filter((u) => u.startsWith('/_next/')));
  await Promise.all(
    missing.filter((u) => !u.startsWith('/_next/')).map((u) => statics.add(u).catch(() => undefined)),
  );
}

/** The offline reader of a locale a page was just read in, unless it is kept already. */
async function keepOfflineReader(locale) {
  const pages = await caches.open(PAGES_CACHE);
  if (!(await pages.match(offlinePath(locale)))) await cacheOfflineReader(locale);
}

async function precache() {
  const open = self.clients?.matchAll
    ? await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
    : [];
  // One after the other: the readers share their scripts and styles, which the first one caches.
  for (const locale of precacheLocales(open.map((c) => c.url))) await cacheOfflineReader(locale);
  const pages = await caches.open(PAGES_CACHE);
  await Promise.all(
    SHELL_FILES.map((f) =>
      fetch(f).then(
        (r) => (r.ok ? pages.put(f, r) : undefined),
        () => undefined,
      ),
    ),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((n) => n.startsWith(CACHE_PREFIX) && n !== STATIC_CACHE && n !== PAGES_CACHE)
          .map((n) => caches.delete(n)),
      );
      if (self.registration.navigationPreload) await self.registration.navigationPreload.disable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const kind = classify(event.request, self.location.origin);
  if (!kind) return;
  if (kind === 'static') event.respondWith(cacheFirst(event));
  else event.respondWith(networkFirst(event, kind));
});
