import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Files where every change goes through the unit of work (platform/unit-of-work.ts): no hand-made
 * transaction, no write on the bare database (ctx.database.db), no activity row or outbox message
 * written around it. Every module is on it; platform/unit-of-work.ts, demo/ and tests stay outside.
 * The few writes in modules that must stand apart say why where they are.
 */
const UNIT_OF_WORK_ONLY = ['apps/api/src/modules/**/*.ts'];

// Query keys come from each feature's key factory (e.g. claimKeys), so one feature refreshing
// another's data imports that factory rather than retyping its key.
const NO_LITERAL_QUERY_KEY = {
  selector: 'Property[key.name="queryKey"] > ArrayExpression[elements.0.type="Literal"]',
  message: "Use the feature's query-key factory (e.g. claimKeys.detail(id)), not a literal key.",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: UNIT_OF_WORK_ONLY,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'Open a change with change(ctx, who, entry, fn) (platform/unit-of-work.ts), not a transaction.',
        },
        {
          // A write on the bare database skips the transaction, the activity row and the after-commit effects.
          selector:
            "CallExpression[callee.property.name=/^(insert|update|delete|execute)$/][callee.object.property.name='db'][callee.object.object.property.name='database']",
          message:
            'Write inside change(ctx, who, entry, fn) with work.tx (platform/unit-of-work.ts), not on ctx.database.db.',
        },
        {
          // Messages live in the contract (issue #23 item 3), where the web app and the tests read them.
          selector:
            'CallExpression[callee.name=/^(badRequest|conflict|forbidden|unauthorized|tooManyRequests)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]',
          message:
            'Answer with a text from the contract (ANSWERS or the feature texts), not a literal message.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/platform/audit.js'],
              importNames: ['recordActivity'],
              message: 'The unit of work writes activity rows: use the change entry or work.record.',
            },
            {
              group: ['**/platform/mail/outbox.js'],
              importNames: ['queueEmail'],
              message: 'Send mail with work.send inside a change, so it leaves only once the change commits.',
            },
          ],
        },
      ],
    },
  },
  {
    // faker is loaded by the demo seed alone, when it seeds (demo/portfolio.ts): a static import would
    // load it into every server.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@faker-js/faker',
              allowTypeImports: true,
              message: "Load faker with await import('@faker-js/faker') where the demo seed needs it.",
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules on the API (issue #35): a promise nobody awaits loses its error and its order.
    files: ['apps/api/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': ['error', NO_LITERAL_QUERY_KEY],
    },
  },
  {
    // Every read is defined once, in its feature's *Queries.ts or in api/ (docs/conventions.md,
    // "Reads"), so a newcomer finds them in one place and pages do not grow their own copies.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/**', '**/*Queries.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_LITERAL_QUERY_KEY,
        {
          selector: 'Property[key.name="queryFn"]',
          message:
            "Define the read in the feature's *Queries.ts with queryOptions and use it here (docs/conventions.md, Reads).",
        },
      ],
    },
  },
  {
    // A page's first Intl number formatter costs 30–50 ms of one task (four times that on a phone): counts
    // and money are written by ui/formatNumber.ts (issue #33). The reports' charts, loaded later, keep Intl.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/reports/charts/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'toLocaleString', message: 'Write counts with formatCount (ui/formatNumber.ts).' },
        { object: 'Intl', property: 'NumberFormat', message: 'Write numbers with ui/formatNumber.ts.' },
      ],
    },
  },
  {
    // One transport (issue #35): calls go through api/client.ts, which reads the token, ends an expired
    // session and reads the answer's envelope and errors; it alone holds fetch and XMLHttpRequest.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/**', 'apps/web/src/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through api/client.ts (apiCall, apiForm, apiFile).' },
        { name: 'XMLHttpRequest', message: 'Show an upload’s progress with apiUpload (api/upload.ts).' },
      ],
    },
  },
);
