// `npm run bench:lighthouse`: Lighthouse mobile (its default emulation and simulated throttling,
// performance only) on /login of the built server, BENCH_RUNS times (default 3), each in a fresh
// Chromium. `npm run bench:lighthouse:pages` does the same signed in as the demo landlord on the
// dashboard, the applications grid, the claims page and the invoices (issues #27, #33), each from a cold
// cache.
// It builds nothing: run `npm run build` first.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { SignedIn } from '@lease/contract';
import { toStoredUser } from '../../apps/web/src/api/storedUser.js';
import { startServer } from './server.js';
import { measured } from './samples.js';

// Debian's Chromium, never a downloaded browser: chrome-launcher only starts the one named here.
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SIGNED_IN = process.argv.includes('--signed-in');
// Where each run's whole Lighthouse report goes, for finding what a figure is made of (unset: nowhere).
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
// BENCH_PAGES (comma-separated paths) measures only those, e.g. to compare two builds of one page.
const PAGES =
  process.env.BENCH_PAGES?.split(',') ??
  (SIGNED_IN
    ? ['/dashboard', '/dashboard/property/applications', '/dashboard/property/claims', '/dashboard/invoice']
    : ['/login']);
const EMAIL = 'landlord@demo.test';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';

/** The session as the portal keeps it (§3.1): the token, and the user the sign-in answered. */
interface Session {
  token: string;
  user: string;
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The 1-minute load average when the run started: the machine is shared, so the figures are noisy. */
  load: number;
}

for (const built of ['apps/api/dist/main.js', 'apps/web/dist/login.html']) {
  if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first`);
}
// Checked before the server starts: a browser that fails to spawn would end this process without its finally.
if (!existsSync(CHROME_PATH)) throw new Error(`no browser at ${CHROME_PATH} (CHROMIUM_PATH names another)`);

/**
 * Writes the session into the fresh browser's storage from a page of the origin that runs no script
 * (its icon), so the cache stays cold: Lighthouse then keeps that storage rather than resetting it.
 */
async function storeSession(port: number, origin: string, session: Session): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    }, session);
    await page.close();
  } finally {
    // Only the connection closes: the browser is chrome-launcher's.
    await browser.close();
  }
}

async function measureOnce(url: string, session: Session | null): Promise<Run> {
  const load = loadavg()[0] ?? 0;
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (session) await storeSession(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      disableStorageReset: session !== null,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
      writeFileSync(join(REPORTS, name), JSON.stringify(lhr));
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      load,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * One run, tried again (twice at most) when Lighthouse says its trace failed (NO_NAVSTART and the like:
 * "Please run Lighthouse again"); said on the console, so a figure never hides a retry.
 */
async function measure(url: string, session: Session | null): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url, session);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Lighthouse: ')) throw error;
      console.log(`(${new URL(url).pathname}: ${String(error)}; run again)`);
    }
  }
}

const median = (values: number[]): number => {
  const sorted = [...measured(values, 'median')].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const row = (label: string, r: Omit<Run, 'load'>, load: string) =>
  [
    label.padEnd(8),
    String(r.score).padStart(5),
    `${(r.fcp / 1000).toFixed(2)} s`.padStart(8),
    `${(r.lcp / 1000).toFixed(2)} s`.padStart(8),
    `${Math.round(r.tbt)} ms`.padStart(8),
    r.cls.toFixed(3).padStart(6),
    load.padStart(5),
  ].join('  ');

/** Signs in through the API and shapes the session as the portal stores it. */
async function landlordSession(url: string): Promise<Session> {
  const res = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const body = (await res.json()) as { data: SignedIn };
  return { token: body.data.accessToken, user: JSON.stringify(toStoredUser(body.data)) };
}

const header = () =>
  console.log(
    [
      'run'.padEnd(8),
      'score',
      'FCP'.padStart(8),
      'LCP'.padStart(8),
      'TBT'.padStart(8),
      'CLS'.padStart(6),
      'load',
    ].join('  '),
  );

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3458) });
try {
  const session = SIGNED_IN ? await landlordSession(server.url) : null;
  for (const path of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(`${server.url}${path}`, session));
    console.log(`\n${path}`);
    header();
    runs.forEach((r, i) => console.log(row(String(i + 1), r, r.load.toFixed(2))));
    const pick = (key: keyof Run) => median(runs.map((r) => r[key]));
    console.log(
      row(
        'median',
        { score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls') },
        pick('load').toFixed(2),
      ),
    );
  }
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
