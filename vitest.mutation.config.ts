import { defineConfig } from 'vitest/config';

/**
 * What the mutation run (stryker.config.mjs, `npm run test:mutation`) runs against each mutant: the unit
 * tests of the pure rules, none needing a database.
 */
export default defineConfig({
  test: {
    include: ['packages/contract/src/**/*.test.ts', 'apps/api/src/modules/webhooks/webhooks.address.test.ts'],
  },
});
