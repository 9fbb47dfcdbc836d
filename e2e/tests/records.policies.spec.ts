import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { SPEC_TEXTS } from '../../packages/contract/src/spec-texts.fixture';
import { expectAccessible, screenshot, signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

/** Issue 11: the landlord's applications and policies, and what a pm may see of them. */
async function as(page: Page, email: string): Promise<void> {
  await useStoredSession(page, await signInWithApi(page.request, email));
}

const grid = (page: Page, name: string) => page.getByRole('table', { name });
const MONEY = /^\$\d{1,3}(,\d{3})*(\.\d{1,3})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

test('a landlord filters and searches applications, and opens a record whose money and dates read as specified', async ({
  page,
}) => {
  await as(page, 'landlord@demo.test');
  await page.goto('/dashboard/property/applications');
  await waitForPageLoaded(page);
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await expect(grid(page, 'Applications').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'applications');

  // Filter to issued policies: every row reads the stage's label.
  await page.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: '05 - Policy Issued' }).click();
  await page.keyboard.press('Escape');
  const stages = grid(page, 'Applications').locator('td[data-field="stage"]');
  await expect(stages.first()).toHaveText('05 - Policy Issued');
  expect(new Set(await stages.allTextContents())).toEqual(new Set(['05 - Policy Issued']));

  // Open the first record, then search for its tenant by last name.
  const first = grid(page, 'Applications').locator('td[data-field="tenant_1_name"] button').first();
  const tenants = (await first.textContent()) ?? '';
  await first.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Policy R-\d{7}/ })).toBeVisible();
  const value = (label: string) =>
    dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(value('Gross Monthly Rent')).toHaveText(MONEY);
  await expect(value('Damage Coverage Amount')).toHaveText(MONEY);
  await expect(value('Lease Start Date')).toHaveText(DAY);
  await expect(value('Coverage End Date')).toHaveText(DAY);
  // Tenants 2 to 4 only when present.
  const count = tenants.split(', ').length;
  await expect(dialog.locator('dt', { hasText: /^Tenant \d$/ })).toHaveCount(count);
  await expectAccessible(page);
  await screenshot(page, 'application-record');

  // The record's link opens it again after a reload.
  const url = page.url();
  expect(url).toContain('record=');
  await page.goto(url);
  await expect(page.getByRole('dialog').getByRole('heading', { name: /^Policy R-\d{7}/ })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const lastName = tenants.split(', ')[0]!.split(' ').at(-1)!;
  await page.getByLabel('Search tenant, rider id, unit or building').fill(lastName);
  await expect(
    grid(page, 'Applications')
      .getByRole('button', { name: new RegExp(lastName) })
      .first(),
  ).toBeVisible();
});

test('a landlord hides a column from the Columns menu and shows it again', async ({ page }) => {
  await as(page, 'landlord@demo.test');
  await page.goto('/dashboard/property/applications');
  await waitForPageLoaded(page);
  const applications = grid(page, 'Applications');
  const building = applications.getByRole('columnheader', { name: 'Building' });
  await expect(applications.getByRole('row').nth(1)).toBeVisible();

  const columns = page.getByRole('button', { name: 'Columns' });
  await columns.click();
  const menu = page.getByRole('menu');
  const buildingItem = menu.getByRole('menuitemcheckbox', { name: 'Building' });
  await expect(buildingItem).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);
  await buildingItem.click();
  await expect(building).toBeHidden();
  await expect(applications.locator('td[data-field="apartment_building_name"]')).toHaveCount(0);
  await expect(buildingItem).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Sorting and paging leave the choice as it is; the menu brings the column back.
  await applications.getByRole('columnheader', { name: 'Unit' }).getByRole('button').click();
  await expect(applications.getByRole('columnheader', { name: 'Unit' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(building).toBeHidden();
  await columns.click();
  await menu.getByRole('menuitemcheckbox', { name: 'Building' }).click();
  // The menu stays open for the next choice; while it is, the page behind it is hidden from the roles.
  await page.keyboard.press('Escape');
  await expect(building).toBeVisible();
});

test('policies show their status, and the flagged list only flagged ones', async ({ page }) => {
  await as(page, 'landlord@demo.test');
  await page.goto('/dashboard/property/policies');
  await waitForPageLoaded(page);
  await expect(
    grid(page, 'Policies')
      .getByText(/^R-\d{7}$/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'policies');
  await page.goto('/dashboard/property/cancel-policies');
  await waitForPageLoaded(page);
  // §2.10: the sidebar's indicator counts them, and says word for word what to do.
  const total = await page.evaluate(async () => {
    const res = await fetch('/api/report/flagged-cancel-count', {
      headers: { authorization: localStorage.getItem('token') ?? '' },
    });
    return ((await res.json()) as { data: { count: number } }).data.count;
  });
  expect(total).toBeGreaterThan(0);
  const badge = page.getByRole('navigation').getByText(total > 50 ? '50+' : String(total), { exact: true });
  await badge.first().hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    SPEC_TEXTS.flaggedTooltip.text.replace(/^N /, `${total} `),
  );
  const reasons = grid(page, 'Flagged Cancellations').locator('td[data-field="flag_reason"]');
  await expect(reasons.first()).toBeVisible();
  const known = ['Lease ended', 'Tenant moved out', 'Premium unpaid 30 days past due'];
  for (const reason of await reasons.allTextContents()) expect(known).toContain(reason);
  await screenshot(page, 'flagged-cancellations');
});

test('a landlord downloads the certificate of a policy: a real PDF naming its rider and tenants', async ({
  page,
}) => {
  await as(page, 'landlord@demo.test');
  await page.goto('/dashboard/property/policies');
  await waitForPageLoaded(page);
  // A policy in force: a cancelled one has no certificate (which rows come first moves with the day).
  const opener = grid(page, 'Policies')
    .locator('tr[data-id]')
    .filter({ has: page.locator('td[data-field="policy_status"]', { hasText: 'In force' }) })
    .locator('td[data-field="tenant_1_name"] button')
    .first();
  const names = (await opener.textContent()) ?? '';
  const tenants = names.split(', ');
  // Opened by the names read: the grid can redraw its first row between the read and the click.
  await grid(page, 'Policies').getByRole('button', { name: names, exact: true }).first().click();
  const record = page.getByRole('dialog');
  const heading = record.getByRole('heading', { name: /^Policy R-\d{7}/ });
  const riderId = /R-\d{7}/.exec((await heading.textContent()) ?? '')![0];
  await record.getByRole('button', { name: 'Documents' }).click();
  const documents = page.getByRole('dialog', { name: 'Documents' });
  const title = `Certificate of Coverage ${riderId}`;
  await expect(documents.getByText(title)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'documents-dialog');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    documents.getByRole('button', { name: `Download ${title}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${title}.pdf`);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    // Lines wrap where the page ends them: compare words, not line breaks.
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    expect(text).toContain(riderId);
    for (const tenant of tenants) expect(text).toContain(tenant);
  } finally {
    await parser.destroy();
  }
});

test('a pm sees only the records of its buildings', async ({ page, request }) => {
  const session = await signInWithApi(request, 'pm@demo.test');
  await useStoredSession(page, session);
  await page.goto('/dashboard/property/applications');
  await waitForPageLoaded(page);
  const shown = grid(page, 'Applications').locator('td[data-field="apartment_building_name"]');
  await expect(shown.first()).toBeVisible();
  const buildings = await request.get('/api/property/buildings?pageSize=200', {
    headers: { authorization: session.token },
  });
  const mine = new Set(
    ((await buildings.json()) as { data: { rows: { name: string }[] } }).data.rows.map((b) => b.name),
  );
  for (const name of await shown.allTextContents()) expect(mine.has(name), name).toBe(true);
});

test('an admin moves an application to its next stage from the record dialog', async ({ page }) => {
  await as(page, 'admin@demo.test');
  await page.goto('/dashboard/property/applications');
  await waitForPageLoaded(page);
  await page.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: '00 - Entrata' }).click();
  await page.keyboard.press('Escape');
  const stages = grid(page, 'Applications').locator('td[data-field="stage"]');
  await expect(stages.first()).toHaveText('00 - Entrata');
  await grid(page, 'Applications').locator('td[data-field="tenant_1_name"] button').first().click();
  const dialog = page.getByRole('dialog');
  const value = (label: string) =>
    dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(value('Stage')).toHaveText('00 - Entrata');
  // The next stage, Declined and Cancelled are offered; the next one first.
  await expect(dialog.getByRole('combobox', { name: 'Move to stage' })).toHaveText('01 - Tenant Evaluation');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('Moved to 01 - Tenant Evaluation.')).toBeVisible();
  await expect(value('Stage')).toHaveText('01 - Tenant Evaluation');
});
