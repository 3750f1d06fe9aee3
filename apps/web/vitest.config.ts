import { defineConfig } from 'vitest/config';

// Unit tests of the web app (pure modules and message catalogues). Run from the repo root with
// `npx vitest run --config apps/web/vitest.config.ts` or `npm test -w @tafsir/web`.
export default defineConfig({
  // `@/` as in tsconfig.json's paths, for modules of the app that import each other that way.
  resolve: { conditions: ['source'], alias: { '@': new URL('./src', import.meta.url).pathname } },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts'],
  },
});
