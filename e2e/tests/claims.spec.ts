import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshot, signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';

/** Issue 12: the Claims page, each claim's record and its files, and what a pm may see of them. */
async function as(page: Page, email: string) {
  const session = await signInWithApi(page.request, email);
  await useStoredSession(page, session);
  return session;
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Claims' });
const DAY = /^\d{4}-\d{2}-\d{2}$/;

test('a landlord finds its claims, opens one whose dates read as specified, and downloads its ledger', async ({
  page,
}) => {
  await as(page, 'landlord@demo.test');
  await page.goto('/dashboard/property/claims');
  await waitForPageLoaded(page);
  await expect(page.getByRole('heading', { name: 'Claims', level: 1 })).toBeVisible();
  const numbers = grid(page).locator('[data-field="name"][role="gridcell"] button');
  await expect(numbers.first()).toHaveText(/^CLM-\d{7}$/);
  await expectAccessible(page);
  await screenshot(page, 'claims');

  // The status filter keeps only claims of that status.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  const statuses = grid(page).locator('[data-field="claim_status"][role="gridcell"]');
  await expect(statuses.first()).toHaveText('Approved');
  expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Approved']));

  const name = (await numbers.first().textContent()) ?? '';
  await numbers.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Claim ${name}` })).toBeVisible();
  const value = (label: string) =>
    dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(value('Date of Loss')).toHaveText(DAY);
  await expect(value('Lease Start Date')).toHaveText(DAY);
  await expect(value('Monthly Rent')).toHaveText(/^\$\d{1,3}(,\d{3})*(\.\d{1,3})?$/);
  await expectAccessible(page);
  await screenshot(page, 'claim-record');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Resident ledger.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Resident ledger.pdf');
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // The claim's link opens it again.
  await page.goto(page.url());
  await expect(page.getByRole('dialog').getByRole('heading', { name: `Claim ${name}` })).toBeVisible();
});

test("a pm sees only its buildings' claims", async ({ page }) => {
  const session = await as(page, 'pm@demo.test');
  await page.goto('/dashboard/property/claims');
  await waitForPageLoaded(page);
  const names = grid(page).locator('[data-field="name"][role="gridcell"]');
  await expect(names.first()).toHaveText(/^CLM-\d{7}$/);
  const shown = await names.allTextContents();
  const all = await page.request.get('/api/property/claim?pageSize=200', {
    headers: { authorization: session.token },
  });
  const mine = ((await all.json()) as { data: { rows: { name: string }[] } }).data.rows.map((r) => r.name);
  const admin = await signInWithApi(page.request, 'admin@demo.test');
  const everything = await page.request.get('/api/property/claim?pageSize=200', {
    headers: { authorization: admin.token },
  });
  const total = ((await everything.json()) as { data: { total: number } }).data.total;
  expect(mine.length).toBeLessThan(total);
  for (const name of shown) expect(mine).toContain(name);
});
