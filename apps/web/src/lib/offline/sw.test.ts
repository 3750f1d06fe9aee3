import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/** Runs public/sw.js — the very file served — in a sandbox with a stub `self`, as a worker would. */
type Listener = (event: unknown) => void;
function loadWorker(
  fetchImpl: (req: Request) => Promise<Response> = () => Promise.reject(new TypeError('offline')),
) {
  const listeners = new Map<string, Listener>();
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (r: Request | string) => (typeof r === 'string' ? new URL(r, ORIGIN).href : r.url);
  const caches = {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (r: Request | string, o?: { ignoreSearch?: boolean }) => {
          const key = keyOf(r);
          const hit = store.get(o?.ignoreSearch ? key.split('?')[0]! : key);
          return hit?.clone();
        },
        put: async (r: Request | string, res: Response) => void store.set(keyOf(r), res),
        add: async (u: string) => void store.set(keyOf(u), await fetchImpl(new Request(keyOf(u)))),
        addAll: async (us: string[]) => {
          for (const u of us) store.set(keyOf(u), await fetchImpl(new Request(keyOf(u))));
        },
        keys: async () => [...store.keys()].map((url) => ({ url })),
        delete: async (r: { url: string } | string) => store.delete(typeof r === 'string' ? keyOf(r) : r.url),
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const self = {
    location: { href: `${ORIGIN}/sw.js?v=test1`, origin: ORIGIN },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
  } as Record<string, unknown>;
  runInNewContext(readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8'), {
    self,
    caches,
    // A worker fetches relative paths too; the stub is given a Request as the network would see it.
    fetch: (input: Request | string) =>
      fetchImpl(typeof input === 'string' ? new Request(new URL(input, ORIGIN)) : input),
    URL,
    Response,
    Request,
    Promise,
    Set,
    setTimeout,
    clearTimeout,
  });
  return { sw: self.tafsirSw as SwApi, listeners, caches, stores };
}
const ORIGIN = 'http://127.0.0.1:3000';

interface SwApi {
  VERSION: string;
  PAGES_CACHE: string;
  classify(r: { method: string; url: string; mode: string; headers: Headers }, origin: string): string | null;
  isStorable(r: { status: number; type: string; redirected?: boolean } | null, path: string): boolean;
  fallbackFor(path: string): string;
  precacheLocales(clientUrls: string[]): string[];
  isReadingPath(path: string): boolean;
  isNoStorePath(path: string): boolean;
  staticUrlsIn(html: string): string[];
}

const req = (
  path: string,
  init: { method?: string; mode?: string; headers?: Record<string, string> } = {},
) => ({
  method: init.method ?? 'GET',
  url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
  mode: init.mode ?? 'cors',
  headers: new Headers(init.headers),
});

describe('service worker routing (public/sw.js)', () => {
  const { sw } = loadWorker();

  it('versions its caches by the registration URL', () => {
    expect(sw.VERSION).toBe('test1');
    expect(sw.PAGES_CACHE).toBe('tafsir-sw-pages-test1');
  });

  it('hashed assets and fonts are cache-first', () => {
    expect(sw.classify(req('/_next/static/chunks/app-123.js'), ORIGIN)).toBe('static');
    expect(sw.classify(req('/fonts/hafs.woff2'), ORIGIN)).toBe('static');
  });

  it('navigations and router data are network-first; prefetches are not handled', () => {
    expect(sw.classify(req('/en?sura=2&aya=5', { mode: 'navigate' }), ORIGIN)).toBe('page');
    expect(sw.classify(req('/en?sura=2&_rsc=abc', { headers: { RSC: '1' } }), ORIGIN)).toBe('rsc');
    expect(
      sw.classify(req('/en?_rsc=x', { headers: { RSC: '1', 'Next-Router-Prefetch': '1' } }), ORIGIN),
    ).toBeNull();
  });

  it('leaves alone non-GET requests, other origins (the API), /api and Next internals', () => {
    expect(sw.classify(req('/en/contact-us', { method: 'POST', mode: 'navigate' }), ORIGIN)).toBeNull();
    expect(sw.classify(req('http://127.0.0.1:3005/api/v1/ayah-json'), ORIGIN)).toBeNull();
    expect(sw.classify(req('/api/health'), ORIGIN)).toBeNull();
    expect(sw.classify(req('/_next/image?url=x'), ORIGIN)).toBeNull();
    expect(sw.classify(req('/sw.js'), ORIGIN)).toBeNull();
    expect(sw.classify(req('/manifest.webmanifest'), ORIGIN)).toBe('shell');
  });

  it('never stores error answers, redirects, other origins or the forms', () => {
    expect(sw.isStorable({ status: 200, type: 'basic' }, '/en')).toBe(true);
    expect(sw.isStorable({ status: 500, type: 'basic' }, '/en')).toBe(false);
    expect(sw.isStorable({ status: 404, type: 'basic' }, '/en/x')).toBe(false);
    expect(sw.isStorable({ status: 200, type: 'opaque' }, '/en')).toBe(false);
    expect(sw.isStorable({ status: 200, type: 'basic', redirected: true }, '/en')).toBe(false);
    expect(sw.isStorable({ status: 200, type: 'basic' }, '/en/developer')).toBe(false);
    expect(sw.isStorable({ status: 200, type: 'basic' }, '/ar/en/contact-us')).toBe(false);
    expect(sw.isNoStorePath('/en/author')).toBe(false);
  });

  it('falls back to the offline reader of the page locale', () => {
    expect(sw.fallbackFor('/fr')).toBe('/fr/offline');
    expect(sw.fallbackFor('/ar/en')).toBe('/ar/offline');
    expect(sw.fallbackFor('/')).toBe('/ar/offline');
    expect(sw.isReadingPath('/en')).toBe(true);
    expect(sw.isReadingPath('/en/author/3')).toBe(false);
  });

  it('precaches the offline readers of the default locale and of the open pages only', () => {
    expect(sw.precacheLocales([])).toEqual(['ar']);
    expect(
      sw.precacheLocales([
        `${ORIGIN}/en?sura=2&aya=255`,
        `${ORIGIN}/fr/author/3`,
        `${ORIGIN}/en/en`,
        `${ORIGIN}/`,
      ]),
    ).toEqual(['ar', 'en', 'fr']);
  });

  it('finds the hashed files a page loads', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/css/a.css"/><script src="/_next/static/chunks/b.js" async></script>' +
      '<script>self.__next_f.push([1,"/_next/static/chunks/b.js"])</script>' +
      "<style>@font-face{src:url(/fonts/hafs.18.woff2) format('woff2')}</style>";
    expect(sw.staticUrlsIn(html)).toEqual([
      '/_next/static/css/a.css',
      '/_next/static/chunks/b.js',
      '/fonts/hafs.18.woff2',
    ]);
  });
});

describe('service worker fetch handler', () => {
  async function respond(worker: ReturnType<typeof loadWorker>, path: string, mode = 'navigate') {
    let answer: Promise<Response> | undefined;
    const pending: Promise<unknown>[] = [];
    worker.listeners.get('fetch')!({
      request: new Proxy(new Request(`${ORIGIN}${path}`), {
        get: (t, p) => (p === 'mode' ? mode : Reflect.get(t, p, t)),
      }),
      respondWith: (p: Promise<Response>) => (answer = p),
      waitUntil: (p: Promise<unknown>) => pending.push(p),
    });
    const res = await answer!;
    await Promise.all(pending);
    return res;
  }

  it('keeps a page read online and answers it offline; an unread reading page gets the offline reader', async () => {
    let online = true;
    const worker = loadWorker(async (r) => {
      if (!online) throw new TypeError('Failed to fetch');
      const res = new Response(`page ${new URL(r.url).search}`, { status: 200 });
      Object.defineProperty(res, 'type', { value: 'basic' });
      return res;
    });
    const pages = await worker.caches.open('tafsir-sw-pages-test1');
    await pages.put('/en/offline', new Response('offline reader'));
    expect(await (await respond(worker, '/en?sura=2&aya=3')).text()).toBe('page ?sura=2&aya=3');
    online = false;
    expect(await (await respond(worker, '/en?sura=2&aya=3')).text()).toBe('page ?sura=2&aya=3');
    expect(await (await respond(worker, '/en?sura=37&aya=169')).text()).toBe('offline reader');
  });

  it("keeps a locale's offline reader the first time one of its pages is read online", async () => {
    let online = true;
    const fetched: string[] = [];
    const worker = loadWorker(async (r) => {
      if (!online) throw new TypeError('Failed to fetch');
      const { pathname, search } = new URL(r.url);
      fetched.push(pathname);
      const body =
        pathname === '/fr/offline'
          ? '<script src="/_next/static/chunks/reader.js" async></script>lecteur hors ligne'
          : `page ${search}`;
      const res = new Response(body, { status: 200 });
      Object.defineProperty(res, 'type', { value: 'basic' });
      return res;
    });
    const pages = await worker.caches.open('tafsir-sw-pages-test1');
    await pages.put('/ar/offline', new Response('offline reader ar'));
    await respond(worker, '/fr?sura=2&aya=3');
    expect(fetched).toEqual(['/fr', '/fr/offline', '/_next/static/chunks/reader.js']);
    expect(worker.stores.get('tafsir-sw-pages-test1')!.has(`${ORIGIN}/fr/offline`)).toBe(true);
    expect(worker.stores.get('tafsir-sw-static-test1')!.has(`${ORIGIN}/_next/static/chunks/reader.js`)).toBe(
      true,
    );
    // Read again: the reader is not fetched twice.
    await respond(worker, '/fr?sura=2&aya=4');
    expect(fetched.filter((p) => p === '/fr/offline')).toHaveLength(1);
    online = false;
    expect(await (await respond(worker, '/fr?sura=37&aya=169')).text()).toContain('lecteur hors ligne');
    // A locale never read online falls back to the default locale's reader.
    expect(await (await respond(worker, '/tr?sura=37&aya=169')).text()).toBe('offline reader ar');
  });

  it('does not keep server errors, and answers them from the offline copy', async () => {
    const worker = loadWorker(async () => {
      const res = new Response('boom', { status: 500 });
      Object.defineProperty(res, 'type', { value: 'basic' });
      return res;
    });
    const pages = await worker.caches.open('tafsir-sw-pages-test1');
    await pages.put('/ar/offline', new Response('offline reader'));
    expect(await (await respond(worker, '/ar?sura=1&aya=2')).text()).toBe('offline reader');
    // another page keeps its own error page
    const other = await respond(worker, '/ar/author');
    expect([other.status, await other.text()]).toEqual([500, 'boom']);
    expect([...worker.stores.get('tafsir-sw-pages-test1')!.keys()]).toEqual([`${ORIGIN}/ar/offline`]);
  });
});
