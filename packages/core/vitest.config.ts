import { defineConfig } from 'vitest/config';

// Runs core's unit tests on their own (no database global setup):
//   npx vitest run --config packages/core/vitest.config.ts
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
