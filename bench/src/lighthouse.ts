// `npm run bench:lighthouse`: Lighthouse mobile (its default emulation and simulated throttling,
// performance only) on /login of the built server, BENCH_RUNS times (default 3), each in a fresh
// Chromium. It builds nothing: run `npm run build` first.
import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './server.js';

// Debian's Chromium, never a downloaded browser: chrome-launcher only starts the one named here.
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

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

async function measureOnce(url: string): Promise<Run> {
  const load = loadavg()[0] ?? 0;
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
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

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const row = (label: string, r: Omit<Run, 'load'>, load: string) =>
  [
    label.padEnd(7),
    String(r.score).padStart(5),
    `${(r.fcp / 1000).toFixed(2)} s`.padStart(8),
    `${(r.lcp / 1000).toFixed(2)} s`.padStart(8),
    `${Math.round(r.tbt)} ms`.padStart(8),
    r.cls.toFixed(3).padStart(6),
    load.padStart(5),
  ].join('  ');

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3458) });
try {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measureOnce(`${server.url}/login`));
  console.log(
    [
      'run'.padEnd(7),
      'score',
      'FCP'.padStart(8),
      'LCP'.padStart(8),
      'TBT'.padStart(8),
      'CLS'.padStart(6),
      'load',
    ].join('  '),
  );
  runs.forEach((r, i) => console.log(row(String(i + 1), r, r.load.toFixed(2))));
  const pick = (key: keyof Run) => median(runs.map((r) => r[key]));
  console.log(
    row(
      'median',
      { score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls') },
      '',
    ),
  );
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
