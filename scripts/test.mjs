// `npm test`: lint, typecheck and the unit tests side by side, the API suite on PGlite and (when
// TEST_DATABASE_URL is set) on PostgreSQL, then the browser suite; ends with one 'N passed, N failed'
// line for all of them. A stage that is unknown, cannot run (no database) or runs no test fails: a green
// line must mean tested.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';

const STAGES = ['lint', 'typecheck', 'unit', 'api-pglite', 'api-postgres', 'e2e'];
const out = mkdtempSync(join(tmpdir(), 'lease-test-'));
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];
/** The failed tests by name, repeated at the end: CI shows only the tail of a long run. */
const failedTests = [];
/** What a green run did not test, printed again just above the final line. */
const notTested = [];

const POSTGRES_ONLY = [
  'NOT TESTED: api-postgres did not run (TEST_DATABASE_URL is not set). The tests that need PostgreSQL',
  'did not run: the invite races, two API instances sharing notifications, stored files and the',
  'shared rate-limit counts, the job queue with two instances, and surviving a PostgreSQL restart.',
  '`bash .ci/run` runs them; so does `TEST_DATABASE_URL=postgresql://… npm test`.',
].join('\n');

const unknown = only.filter((name) => !STAGES.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown stage: ${unknown.join(', ')}. Stages: ${STAGES.join(', ')}.`);
  console.log('tests: 0 passed, 1 failed, 0 skipped');
  process.exit(1);
}

const wanted = (name) => only.length === 0 || only.includes(name);

function fail(name, reason) {
  console.error(`\n=== ${name} === FAILED: ${reason}`);
  failedStages.push(name);
  totals.failed += 1;
}

/**
 * Runs a stage's command. Alone, its output streams as it comes; beside others (`buffered`), it is held
 * and printed in one piece when the stage ends, so stages running together do not interleave.
 */
function run(name, command, args, { env = {}, buffered = false } = {}) {
  if (!buffered) console.log(`\n=== ${name} ===`);
  const child = spawn(command, args, {
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const chunks = [];
  child.stdout?.on('data', (chunk) => chunks.push(chunk));
  child.stderr?.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) => {
    let settled = false;
    // 'error' (it could not start) may be followed by 'close': the stage ends once.
    const done = (ok, why = '') => {
      if (settled) return;
      settled = true;
      if (buffered) process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(chunks).toString()}${why}`);
      resolve(ok);
    };
    child.on('error', (error) => done(false, `${error.message}\n`));
    child.on('close', (code) => done(code === 0));
  });
}

/** `count` reads the runner's report; a stage with a runner must have run at least one test. */
async function stage(name, command, args, options = {}) {
  if (!wanted(name)) return;
  const ok = await run(name, command, args, options);
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
  } else if (options.count && (!counted || counted.passed + counted.failed === 0)) {
    fail(name, 'it ran 0 tests');
  }
}

/** Why a test failed, in one line: CI keeps only the tail of a long run, where the stage's own report is gone. */
const firstLine = (message) =>
  message ? `\n      ${stripVTControlCharacters(String(message)).split('\n')[0].slice(0, 300)}` : '';

const vitestCount = (file) => () => {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of r.testResults ?? []) {
    for (const t of suite.assertionResults ?? []) {
      if (t.status === 'failed')
        failedTests.push(
          `${relative(process.cwd(), suite.name)} › ${t.fullName}${firstLine(t.failureMessages?.[0])}`,
        );
    }
    // A file that failed to load has no assertions, only its message.
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed'))
      failedTests.push(`${relative(process.cwd(), suite.name)}: ${String(suite.message).split('\n')[0]}`);
  }
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
};

const vitest = (name, projects, options = {}) => {
  const file = join(out, `${name}.json`);
  return stage(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    { ...options, count: vitestCount(file) },
  );
};

/** Why PostgreSQL cannot be used, or null when TEST_DATABASE_URL answers. */
async function postgresProblem() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return 'TEST_DATABASE_URL is not set';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `the database at TEST_DATABASE_URL does not answer (${error.message})`;
  } finally {
    await client.end().catch(() => {});
  }
}

// None of the three needs the others, and each leaves a core idle part of the time.
await Promise.all([
  stage('lint', 'npm', ['run', 'lint', '--silent'], { buffered: true }),
  stage('typecheck', 'npm', ['run', 'typecheck', '--silent'], { buffered: true }),
  vitest('unit', ['contract', 'web', 'tools'], { buffered: true }),
]);
await vitest('api-pglite', ['api'], { env: { TEST_DB: 'pglite' } });
if (wanted('api-postgres')) {
  // Unset and not asked for: the full run goes on without it, saying loudly what was not tested (README);
  // asked for, or set but unreachable, it fails. .ci/run always sets it.
  const problem = await postgresProblem();
  if (!problem) await vitest('api-postgres', ['api'], { env: { TEST_DB: 'postgres' } });
  else if (only.length === 0 && !process.env.TEST_DATABASE_URL) notTested.push(POSTGRES_ONLY);
  else fail('api-postgres', `cannot run: ${problem}`);
}

const e2eFile = join(out, 'e2e.json');
await stage('e2e', 'npm', ['run', 'test:e2e', '--silent'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
  count: () => {
    if (!existsSync(e2eFile)) return null;
    const report = JSON.parse(readFileSync(e2eFile, 'utf8'));
    const s = report.stats;
    const flaky = [];
    const walk = (suite, path) => {
      for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          const name = `${spec.file}:${spec.line} › ${[...path, spec.title].filter(Boolean).join(' › ')}`;
          if (t.status === 'unexpected')
            failedTests.push(`${name}${firstLine(t.results?.at(-1)?.error?.message)}`);
          if (t.status === 'flaky') flaky.push(name);
        }
      }
    };
    for (const suite of report.suites ?? []) walk(suite, []);
    if (s.flaky > 0)
      notTested.push(
        `FLAKY: ${s.flaky} browser test(s) passed only on their retry:\n${flaky.map((t) => `  ~ ${t}`).join('\n')}`,
      );
    return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
  },
});

for (const line of notTested) console.log(`\n${line}`);
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ✗ ${t}`).join('\n')}`);
console.log(failedStages.length ? `\nFailed stages: ${failedStages.join(', ')}` : '\nAll stages passed.');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStages.length ? 1 : 0);
