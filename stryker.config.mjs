/**
 * Mutation testing of the pure rule modules (issue #34 item 8): `npm run test:mutation` prints the score
 * (docs/benchmarks.md keeps it). Not part of `npm test`: it runs the unit tests once per mutant.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'packages/contract/src/policies.ts',
    'packages/contract/src/rules.ts',
    'packages/contract/src/claims/*.ts',
    '!packages/contract/src/claims/*.test.ts',
    'packages/contract/src/client-view.ts',
    // The key scope and role admission of a call (keyMayCall, routeAdmits, changesState).
    'packages/contract/src/route.ts',
    'apps/api/src/modules/webhooks/webhooks.address.ts',
  ],
  coverageAnalysis: 'perTest',
  // A mutant of a module-level constant (a text, a table) runs every test: 98 % of the time for a third
  // of the mutants. They are left out; the texts are guarded by spec-texts.test.ts word for word.
  ignoreStatic: true,
  // Two cores, shared.
  concurrency: 2,
  reporters: ['clear-text', 'progress'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
