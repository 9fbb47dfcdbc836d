// `npm test`: lint, typecheck, unit tests, the API suite on PGlite and (when TEST_DATABASE_URL is set)
// on PostgreSQL, then the browser suite; ends with one 'N passed, N failed' line for all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'lease-test-'));
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function stage(name, command, args, options = {}) {
  if (only.length > 0 && !only.includes(name)) return;
  const ok = run(name, command, args, options.env);
  const counted = options.count?.();
  if (counted) {
    totals.passed += counted.passed;
    totals.failed += counted.failed;
    totals.skipped += counted.skipped;
  }
  if (!ok) {
    failedStages.push(name);
    // A stage that failed before its runner counted anything still counts as one failure.
    if (!counted || counted.failed === 0) totals.failed += 1;
  }
}

const vitestCount = (file) => () => {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
};

const vitest = (name, projects, env = {}) => {
  const file = join(out, `${name}.json`);
  stage(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    { env, count: vitestCount(file) },
  );
};

stage('lint', 'npm', ['run', 'lint', '--silent']);
stage('typecheck', 'npm', ['run', 'typecheck', '--silent']);
vitest('unit', ['contract', 'web']);
vitest('api-pglite', ['api'], { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('api-postgres', ['api'], { TEST_DB: 'postgres' });
} else if (only.length === 0) {
  console.log('\n=== api-postgres === skipped: set TEST_DATABASE_URL to run the API suite on PostgreSQL too');
}

const e2eFile = join(out, 'e2e.json');
stage('e2e', 'npm', ['run', 'test:e2e', '--silent'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
  count: () => {
    if (!existsSync(e2eFile)) return null;
    const s = JSON.parse(readFileSync(e2eFile, 'utf8')).stats;
    return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
  },
});

console.log(failedStages.length ? `\nFailed stages: ${failedStages.join(', ')}` : '\nAll stages passed.');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStages.length ? 1 : 0);
