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
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx', 'apps/web/*.test.ts'],
          // Component tests render into a DOM; the plain .test.ts files run there unchanged.
          environment: 'happy-dom',
          // A file's first test also loads MUI and the date pickers into the DOM: seconds on 2 busy cores
          // while lint and typecheck run beside it.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          // The CI and test scripts themselves, and the generators.
          name: 'tools',
          include: ['scripts/**/*.test.mjs', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file copies its database from templates made once per run (docs/decisions/0002).
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Each file opens its own database; two at a time suits this two-core machine.
          maxWorkers: 2,
          // The app's modules once per worker, not once per file: no module keeps state between files.
          isolate: false,
          // Projects with their own maxWorkers run as a group of their own: after the unit projects,
          // so that one `vitest run` can run them all.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
