// `npm run bench:pages` (issue #27): signs in as the demo landlord, opens each of the landlord's pages
// in a fresh Chromium context (a cold cache) and prints its first-load JavaScript (compressed as sent,
// and raw), its requests before the main content, scripts fetched twice and the time to the main
// content. Exits 1 when a page passes its budget. BENCH_PHONE=1 measures at issue #33's 390×844 against
// the phone's budget (200 KB, 25 requests). It builds nothing: run `npm run build` first.
import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import {
  kb,
  measurePage,
  overBudget,
  PAGE_ROUTES,
  PHONE,
  PHONE_BUDGET_KB,
  PHONE_BUDGET_REQUESTS,
  type PageWeight,
} from './page-weight.js';
import { startServer } from './server.js';

const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const EMAIL = process.env.BENCH_EMAIL ?? 'landlord@demo.test';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
/** BENCH_ROUTES=/dashboard,/my-profile measures only those. */
const only = process.env.BENCH_ROUTES?.split(',');
const phone = process.env.BENCH_PHONE === '1';
const routes = PAGE_ROUTES.filter((r) => !only || only.includes(r.path)).map((r) =>
  phone ? { ...r, budgetKb: PHONE_BUDGET_KB } : r,
);

for (const built of ['apps/api/dist/main.js', 'apps/web/dist/index.html']) {
  if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first`);
}

const row = (w: PageWeight | null, path: string, load: string) =>
  [
    path.padEnd(36),
    (w ? kb(w.jsBytes) : 'JS KB gz').padStart(9),
    (w ? kb(w.jsRawBytes) : 'raw').padStart(8),
    (w ? String(w.jsFiles) : 'files').padStart(6),
    (w ? String(w.requests) : 'reqs').padStart(5),
    (w ? String(w.duplicates.length) : 'twice').padStart(6),
    (w ? `${w.readyMs} ms` : 'content').padStart(9),
    load.padStart(5),
  ].join('  ');

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3461) });
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const over: string[] = [];
try {
  // Signed in once through the form; every page then starts from that session with an empty cache.
  const signInContext = await browser.newContext();
  const page = await signInContext.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard');
  const session = await signInContext.storageState();
  await signInContext.close();

  console.log(row(null, 'route (budget)', 'load'));
  for (const route of routes) {
    const load = loadavg()[0] ?? 0;
    const weight = await measurePage(browser, server.url, route, session, phone ? PHONE : undefined);
    console.log(row(weight, `${route.path} (${route.budgetKb})`, load.toFixed(2)));
    for (const path of weight.duplicates) console.log(`  fetched twice: ${path}`);
    over.push(...overBudget(route, weight, phone ? PHONE_BUDGET_REQUESTS : undefined));
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
if (over.length > 0) {
  console.error(`\nOver budget:\n${over.map((o) => `  ${o}`).join('\n')}`);
  process.exitCode = 1;
} else console.log('\nEvery page is within its budget.');
