import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // ICU messages are compiled at build time, so the browser gets no message parser.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

// One value per build: the service worker is registered as /sw.js?v=<this>, so each build installs a
// new worker whose caches replace the previous build's (public/sw.js).
const SW_VERSION = process.env.SW_VERSION ?? Date.now().toString(36);

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Answers are compressed by the web server (server/src/server.ts, unless WEB_COMPRESS=0 behind the
  // nginx of deploy/), after it has rewritten the HTML of pages; Next itself sends them uncompressed.
  compress: false,
  env: { NEXT_PUBLIC_SW_VERSION: SW_VERSION },
  async headers() {
    return [
      {
        source: '/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'Service-Worker-Allowed', value: '/' },
        ],
      },
    ];
  },
  // API answers are kept by the bounded answer cache (src/lib/answer-cache.ts); Next keeps no
  // in-memory copy of cache entries of its own, so the process does not grow with distinct URLs.
  cacheMaxMemorySize: 0,
  // Workspace packages are consumed from their built dist/ (the root build runs `tsc -b` first; their
  // sources import './x.js', which Turbopack does not map to .ts). Type-checking uses the sources.
  transpilePackages: ['@tafsir/core', '@tafsir/client'],
};

export default withNextIntl(nextConfig);
