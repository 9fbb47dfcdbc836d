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
    {
      name: 'db-below-modules',
      severity: 'error',
      comment:
        'The database layer is below the features: the demo seed and the modules use it, never the reverse.',
      from: { path: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/(modules|demo)/' },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      comment:
        'platform/ serves every module (upload staging, access, the unit of work): it knows none of them.',
      from: { path: '^apps/api/src/platform/' },
      to: { path: '^apps/api/src/(modules|demo)/' },
    },
    {
      name: 'writer-outside-modules',
      severity: 'error',
      comment:
        'A module writes in change() with work.tx; the writer is for bookkeeping outside any change, whose few module users are listed here with their reasons in decision 0034.',
      from: {
        path: '^apps/api/src/modules/',
        pathNot:
          '^apps/api/src/modules/(auth/captcha|invoices/accounting[.]oauth|webhooks/webhooks[.]deliver)[.]ts$',
      },
      to: { path: '^apps/api/src/platform/writer[.]ts$' },
    },
    {
      name: 'no-sql-in-services',
      severity: 'error',
      comment:
        'A service decides; its repository (or *.writes.ts) holds the SQL and takes the transaction it is given (decision 0035).',
      from: { path: '^apps/api/src/modules/[^/]+/[^/]+[.]service[.]ts$' },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
    },
    {
      name: 'no-invites-external-access-loop',
      severity: 'error',
      comment: 'external-access sends invites: invites never imports it back (the module loop stays broken).',
      from: { path: '^apps/api/src/modules/invites/' },
      to: { path: '^apps/api/src/modules/external-access/' },
    },
    {
      name: 'no-invites-notifications-loop',
      severity: 'error',
      comment:
        'an accepted invite notifies: notifications never imports invites back (the loop stays broken).',
      from: { path: '^apps/api/src/modules/notifications/' },
      to: { path: '^apps/api/src/modules/invites/' },
    },
    {
      name: 'no-feature-to-feature',
      severity: 'error',
      comment:
        "A web feature never imports another (decision 0037): what two share goes to ui/, api/ (query keys), menu/ or the contract; a page that opens another feature's piece gets it from app/ (app/recordPages.tsx).",
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'no-feature-to-app',
      severity: 'error',
      comment:
        'app/ puts the features together (routes, shell, layouts): a feature never reaches back up into it.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      comment: 'ui/, api/, store/, menu/ and config serve every feature and the app: they know none of them.',
      from: { path: '^apps/web/src/(ui|api|store|menu)/|^apps/web/src/config[.]ts$' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is not followed but stays in the graph: no-sql-in-services looks at an arrow into it.
    exclude: { path: ['(^|/)dist/', '\\.test\\.tsx?$', '(^|/)test/', 'e2e/', 'bench/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
