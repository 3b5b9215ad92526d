import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
          environment: 'node',
          // The web tests' fake server (MSW, handlers from the endpoint table); it refuses unhandled requests.
          setupFiles: ['apps/web/src/testing/msw-setup.ts'],
          // Whole screens render in jsdom here (app.test.tsx takes 3 s for one journey on a quiet
          // two-core machine); vitest's 5 s default fails them on a busy CI machine, not on a defect.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
