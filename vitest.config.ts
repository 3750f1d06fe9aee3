import { defineConfig } from 'vitest/config';

// Tests import workspace packages through their "source" export condition, so no build is needed first.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'packages/exporter/src/**/*.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 600_000,
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
  },
});
