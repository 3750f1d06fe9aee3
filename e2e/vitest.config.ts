import { defineConfig } from 'vitest/config';

// End-to-end specs: the built web app in Debian's chromium (playwright-core). Run with
// `npx vitest run --config e2e/vitest.config.ts` after `npm run build -w @tafsir/web`.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
