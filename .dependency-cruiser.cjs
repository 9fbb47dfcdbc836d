/**
 * Import rules kept in the lint stage (issue #35): `npm run lint` runs `depcruise` with this file.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A file that imports itself through others: split the shared part out, or turn the arrow.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', 'node_modules', '\\.test\\.tsx?$', '(^|/)test/', 'e2e/', 'bench/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
