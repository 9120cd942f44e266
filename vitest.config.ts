import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['scripts/**/*.test.ts', 'packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'apps/web/app/**/*.test.ts', 'apps/web/app/**/*.test.tsx'],
          environment: 'node',
        },
        resolve: { alias: { '~': new URL('./apps/web/app', import.meta.url).pathname } },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One PostgreSQL database is shared, so its files run one at a time; PGlite is per file.
          fileParallelism: !onPostgres,
          maxWorkers: 2,
        },
      },
      {
        // `npm run test:cluster`: two production processes behind HAProxy on PostgreSQL, Redis and
        // s3rver (docs/deployment.md); skipped with the reason when one of them is missing.
        test: {
          name: 'cluster',
          include: ['apps/server/test-cluster/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // Browser assertions poll until the page catches up (no sleeps).
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
