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

/**
 * Where the browser reaches the API (offline copies, download counters, interlinear translations),
 * for connect-src: the site's own origin ('self': nginx, or proxy.ts without it, serves /api/), plus
 * PUBLIC_API_URL's origin when the API is published elsewhere (read at build time, like the pages).
 */
const API_SOURCES = (() => {
  try {
    return process.env.PUBLIC_API_URL ? new URL(process.env.PUBLIC_API_URL).origin : '';
  } catch {
    return '';
  }
})();

/**
 * A static Content-Security-Policy: a nonce would make every page a per-request render. Next's inline
 * scripts (the page data it streams, the pre-paint settings script) need 'unsafe-inline' in
 * script-src; nothing needs eval outside `next dev` (React's dev tools).
 */
const CSP = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self' ${API_SOURCES}`.trim(),
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS = [
  { key: 'Content-Security-Policy', value: CSP },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The root layout is app/[locale]/layout.tsx; a path that matches no route gets app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  poweredByHeader: false,
  env: { NEXT_PUBLIC_SW_VERSION: SW_VERSION },
  async headers() {
    return [
      // Static values only: every answer keeps the same headers, so caching holds.
      { source: '/:path*', headers: SECURITY_HEADERS },
      {
        source: '/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'Service-Worker-Allowed', value: '/' },
        ],
      },
    ];
  },
  // Workspace packages are consumed from their built dist/ (the root build runs `tsc -b` first; their
  // sources import './x.js', which Turbopack does not map to .ts). Type-checking uses the sources.
  transpilePackages: ['@tafsir/core', '@tafsir/client'],
};

export default withNextIntl(nextConfig);
