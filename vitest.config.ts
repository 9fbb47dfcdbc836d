import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          // Component tests render into a DOM; the plain .test.ts files run there unchanged.
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file opens its own database; two at a time suits this two-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
