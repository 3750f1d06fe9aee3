import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // ICU messages are compiled at build time, so the browser gets no message parser.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Workspace packages are consumed from their built dist/ (the root build runs `tsc -b` first; their
  // sources import './x.js', which Turbopack does not map to .ts). Type-checking uses the sources.
  transpilePackages: ['@tafsir/core', '@tafsir/client'],
};

export default withNextIntl(nextConfig);
