// The interactions `npm run bench:interactions` times (issue #27): on the applications grid at 100 rows a
// page, a sort, a filter, a search and the next page; in the claim wizard, Next from one valid step to
// the next. Each records its timings under its label, with the rows on screen after it for the grid.
import type { Page } from 'playwright-core';
import { GRID_SETTLED, gridRows, timeInteraction, waitUntil, type Timing } from './event-timing.js';

export interface Sample extends Timing {
  /** The grid's rows drawn once the interaction showed its result. */
  rows?: number;
}
export type Recorder = (label: string, sample: Sample) => void;

const ROWS = 100;
const ROWS_DRAWN = `document.querySelectorAll('table tbody tr[data-id]').length`;
/** The grid back at a full page of unfiltered rows, after an interaction that is not measured. */
const FULL_PAGE = `${ROWS_DRAWN} === ${ROWS} && ${GRID_SETTLED}`;
/** Each repetition searches for another letter: a search the grid answered already would not be asked. */
const LETTERS = 'aeionrst';
/** The grid's pause before it searches (apps/web/src/ui/serverGrid.ts), and a margin. */
const SEARCH_DELAY_MS = 300 + 200;

/** The landlord's applications grid at 100 rows a page (its largest but one), every row drawn. */
export async function openApplicationsGrid(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/dashboard/property/applications`);
  await page.locator('table tbody tr[data-id]').first().waitFor({ timeout: 60_000 });
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: String(ROWS), exact: true }).click();
  await waitUntil(page, FULL_PAGE);
}

/** Times a sort, a Stage filter on and off, a letter typed in the search and the next page, `times` each. */
export async function measureGrid(page: Page, times: number, record: Recorder): Promise<void> {
  const timed = async (label: string, act: () => Promise<void>, done = GRID_SETTLED) => {
    const timing = await timeInteraction(page, act, done);
    record(label, { ...timing, rows: await gridRows(page) });
  };
  const search = page.getByLabel('Search tenant, rider id, unit or building');
  for (let i = 0; i < times; i += 1) {
    // Ascending, descending, then the default order: each click shows another order, from the server
    // or, after the first round, from the answers kept.
    await timed('grid: sort (header click)', () =>
      page.getByRole('columnheader', { name: 'Building' }).getByRole('button').click(),
    );

    await page.getByRole('combobox', { name: 'Stage' }).click();
    const stage = page.getByRole('option', { name: '05 - Policy Issued' });
    await timed('grid: filter (Stage on, off)', () => stage.click());
    await timed('grid: filter (Stage on, off)', () => stage.click());
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await waitUntil(page, FULL_PAGE);

    // The grid asks after a pause in the typing: done once it has asked and drawn the answer.
    await timed(
      'grid: search (a letter typed)',
      () => search.press(LETTERS[i % LETTERS.length] ?? 'a'),
      `window.__bench.fetches > 0 && ${GRID_SETTLED}`,
    );
    await search.fill('');
    await page.waitForTimeout(SEARCH_DELAY_MS);
    await waitUntil(page, FULL_PAGE);

    await timed('grid: next page', () => page.getByRole('button', { name: 'Go to next page' }).click());
    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await waitUntil(page, FULL_PAGE);
  }
}

/** A policy of the landlord in force, its cover begun and no claim filed on it: the wizard opens on step 0. */
export async function unclaimedPolicy(url: string, token: string): Promise<string> {
  const headers = { authorization: token, 'content-type': 'application/json' };
  const listed = await fetch(`${url}/api/property/policy`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ pageSize: 200 }),
  });
  const today = new Date().toISOString().slice(0, 10);
  const { rows } = ((await listed.json()) as { data: { rows: PolicyRow[] } }).data;
  for (const row of rows) {
    if (row.policy_status !== 'in_force' || (row.coverage_start_date ?? '') > today) continue;
    const dup = await fetch(`${url}/api/claim/claim-duplicated?riderId=${row.app_id}`, { headers });
    if (!((await dup.json()) as { data: { isDuplicated: boolean } }).data.isDuplicated) return row.rider_id;
  }
  throw new Error('the landlord has no policy in force without a claim');
}

interface PolicyRow {
  app_id: string;
  rider_id: string;
  policy_status: string;
  coverage_start_date: string | null;
}

/**
 * The claim wizard opened from the policy's row, as the e2e helper openClaimWizardOn does: the click
 * waits until the search has narrowed the grid to that row, and is made again if it landed on a row
 * being replaced.
 */
export async function openClaimWizard(page: Page, url: string, rider: string): Promise<void> {
  await page.goto(`${url}/dashboard/property/policies`);
  await page.locator('[data-page-loaded="true"]').waitFor({ timeout: 60_000 });
  await page.getByLabel('Search tenant, rider id, unit or building').fill(rider);
  await waitUntil(
    page,
    `[...document.querySelectorAll('[aria-label^="File a Claim on "]')].map((b) => b.getAttribute('aria-label')).join() === ${JSON.stringify(`File a Claim on ${rider}`)}`,
  );
  const wizard = page.getByRole('dialog', { name: 'Claim Information' });
  const policy = wizard.getByRole('combobox', { name: 'Policy Number' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!(await wizard.isVisible()))
      await page.getByRole('button', { name: `File a Claim on ${rider}` }).click();
    const shown = await policy
      .filter({ hasText: rider })
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return;
    if (Date.now() > deadline) throw new Error(`the claim wizard did not open on ${rider}`);
  }
}

const ACTIVE_STEP = `document.querySelector('[role="dialog"] .MuiStepLabel-label.Mui-active')?.textContent`;

/**
 * Times Next from the wizard's first step (valid as the row fills it) to the second, and from the
 * second, filled, to the third, `times` each; done when the next step's name is the active one. Back
 * returns to the first step between repetitions, untimed.
 */
export async function measureWizard(page: Page, times: number, record: Recorder): Promise<void> {
  const wizard = page.getByRole('dialog', { name: 'Claim Information' });
  const steps = await wizard.locator('.MuiStepLabel-label').allTextContents();
  const next = wizard.locator('button[aria-disabled="false"]', { hasText: 'Next' });
  const stepShown = (step: number) => `${ACTIVE_STEP} === ${JSON.stringify(steps[step])}`;
  const timedNext = async (from: number) => {
    const timing = await timeInteraction(page, () => next.click(), stepShown(from + 1));
    record(`wizard: Next to step ${from + 2} (${steps[from + 1]})`, timing);
  };
  for (let i = 0; i < times; i += 1) {
    await timedNext(0);
    for (const birthday of await wizard.getByLabel(/^Date of Birth of/).all()) {
      if (!(await birthday.inputValue())) await birthday.fill('04/12/1990');
    }
    const confirm = wizard.getByRole('checkbox', { name: 'The birthday of the tenant is correct?' });
    if (!(await confirm.isChecked())) await confirm.check();
    await timedNext(1);
    for (const step of [1, 0]) {
      await wizard.getByRole('button', { name: 'Back' }).click();
      await waitUntil(page, stepShown(step));
    }
  }
}
