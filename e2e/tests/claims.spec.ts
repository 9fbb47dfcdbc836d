import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { claimFormOn, policiesInForce, unclaimedPolicy } from './claim-helpers';
import { expectAccessible, screenshot, signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

/** Issue 12: the Claims page, each claim's record and its files, and what a pm may see of them. */
async function as(page: Page, email: string) {
  const session = await signInWithApi(page.request, email);
  await useStoredSession(page, session);
  return session;
}

const grid = (page: Page) => page.getByRole('table', { name: 'Claims' });
const DAY = /^\d{4}-\d{2}-\d{2}$/;

test('a landlord finds its claims, opens one whose dates read as specified, and downloads its ledger', async ({
  page,
}) => {
  await as(page, 'landlord@demo.test');
  await page.goto('/dashboard/property/claims');
  await waitForPageLoaded(page);
  await expect(page.getByRole('heading', { name: 'Claims', level: 1 })).toBeVisible();
  const numbers = grid(page).locator('td[data-field="name"] button');
  await expect(numbers.first()).toHaveText(/^CLM-\d{7}$/);
  await expectAccessible(page);
  await screenshot(page, 'claims');

  // The status filter keeps only claims of that status.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  const statuses = grid(page).locator('td[data-field="claim_status"]');
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
  const names = grid(page).locator('td[data-field="name"]');
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

test('an admin moves a claim to approved with a note, and the filer reads the new status', async ({
  page,
  browser,
}) => {
  // Two browsers (admin and filer) in one test: past the default 60 s when two workers share busy cores.
  test.setTimeout(150_000);
  await as(page, 'admin@demo.test');
  await page.goto('/dashboard/property/claims');
  await waitForPageLoaded(page);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Submitted' }).click();
  const first = grid(page).locator('td[data-field="name"] button').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  const dialog = page.getByRole('dialog');
  const form = dialog.getByRole('form', { name: 'Move claim' });
  await form.getByLabel('Note').fill('We are reading the ledger.');
  await form.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('The claim is now Under Review.')).toBeVisible();
  await form.getByRole('combobox', { name: 'Move to' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await form.getByLabel('Approved amount').fill('1000');
  await form.getByLabel('Note').fill('Approved for one month of rent.');
  await form.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('The claim is now Approved.')).toBeVisible();
  await expect(dialog.getByRole('form', { name: 'Record payment' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'claim-admin-approved');

  // The landlord, in a browser of its own, sees the new status and the note.
  const context = await browser.newContext({ baseURL: page.url().split('/dashboard')[0] });
  const filer = await context.newPage();
  await as(filer, 'landlord@demo.test');
  await filer.goto('/dashboard/property/claims');
  await waitForPageLoaded(filer);
  await filer.getByLabel('Search claim number, contact, building or rider id').fill(name);
  // The first page's rows stay on screen while the search loads: a click on one of them could land as
  // the answer replaces it. The claim alone in the grid is the search's answer.
  await expect(grid(filer).locator('td[data-field="name"] button')).toHaveText([name]);
  await filer.getByRole('button', { name }).click();
  const seen = filer.getByRole('dialog');
  await expect(seen.locator('dt', { hasText: /^Claim Status$/ }).locator('+ dd')).toHaveText('Approved');
  await expect(seen.getByRole('list', { name: 'Claim timeline' })).toContainText(
    'Approved for one month of rent.',
  );
  await context.close();
});

test('a filer answers documents requested with a file, and the claim is under review again', async ({
  page,
}) => {
  await as(page, 'landlord@demo.test');
  await page.goto('/dashboard/property/claims');
  await waitForPageLoaded(page);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Documents Requested' }).click();
  await grid(page).locator('td[data-field="name"] button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('list', { name: 'Claim timeline' })).toContainText(
    'Please send the move-out inspection report.',
  );
  await page.getByTestId('add-documents-input').setInputFiles({
    name: 'move-out-inspection.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.getByText('1 document added: the claim is under review again.')).toBeVisible();
  await expect(dialog.locator('dt', { hasText: /^Claim Status$/ }).locator('+ dd')).toHaveText(
    'Under Review',
  );
  await expect(dialog.getByRole('button', { name: 'Download move-out-inspection.pdf' })).toBeVisible();
  await screenshot(page, 'claim-documents-added');
});

test('the filer hears at once, without a reload, that an admin moved its claim', async ({ page }) => {
  const session = await as(page, 'landlord@demo.test');
  const headers = { authorization: session.token };
  // A claim the landlord files itself, on a policy in force with none yet.
  let filed: { id: string; name: string } | null = null;
  for await (const { row, claimed } of policiesInForce(page.request, session.token)) {
    if (claimed) continue;
    const res = await page.request.post('/api/claim/create', {
      headers,
      multipart: await claimFormOn(page.request, session.token, row),
    });
    if (res.status() !== 201) continue;
    const name = ((await res.json()) as { data: { claimId: string } }).data.claimId;
    const all = await page.request.get(`/api/property/claim?q=${name}`, { headers });
    const id = ((await all.json()) as { data: { rows: { id: string }[] } }).data.rows[0]!.id;
    filed = { id, name };
    break;
  }
  expect(filed).not.toBeNull();
  await page.goto(`/dashboard/property/claims?claim=${filed!.id}`);
  await waitForPageLoaded(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('dt', { hasText: /^Claim Status$/ }).locator('+ dd')).toHaveText('Submitted');

  const admin = await signInWithApi(page.request, 'admin@demo.test');
  const moved = await page.request.post('/api/claim/move-status', {
    headers: { authorization: admin.token },
    data: { id: filed!.id, status: 'under_review', note: 'We have started.' },
  });
  expect(moved.status()).toBe(200);
  await expect(page.getByText(`Claim ${filed!.name} is now Under Review.`)).toBeVisible();
  await expect(dialog.locator('dt', { hasText: /^Claim Status$/ }).locator('+ dd')).toHaveText(
    'Under Review',
  );
});

test("a pm neither sees another landlord's claim nor files on its policy", async ({ page }) => {
  const other = await signInWithApi(page.request, 'landlord2@demo.test');
  const policy = await unclaimedPolicy(page.request, other.token);
  // A valid claim on the other landlord's policy, with no claim on it yet: only the scope can refuse it.
  const form = await claimFormOn(page.request, other.token, policy);
  const session = await as(page, 'pm@demo.test');
  const headers = { authorization: session.token };
  const refused = await page.request.post('/api/claim/create', { headers, multipart: form });
  expect(refused.status(), await refused.text()).toBe(404);
  expect(((await refused.json()) as { message: string }).message).toBe('Policy not found.');

  // The other landlord files the same claim itself: it was valid, and now exists.
  const filed = await page.request.post('/api/claim/create', {
    headers: { authorization: other.token },
    multipart: form,
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const name = ((await filed.json()) as { data: { claimId: string } }).data.claimId;
  const found = await page.request.get(`/api/property/claim?q=${name}`, {
    headers: { authorization: other.token },
  });
  const id = ((await found.json()) as { data: { rows: { id: string }[] } }).data.rows[0]!.id;

  const record = await page.request.get(`/api/claim/record?id=${id}`, { headers });
  expect(record.status()).toBe(404);

  // The pm's Claims page lists its own claims, and finds none by the other landlord's claim number.
  await page.goto('/dashboard/property/claims');
  await waitForPageLoaded(page);
  await expect(grid(page).locator('td[data-field="name"]').first()).toHaveText(/^CLM-\d{7}$/);
  await page.getByLabel('Search claim number, contact, building or rider id').fill(name);
  await expect(grid(page).getByText('No claim matches this search.')).toBeVisible();
  await expect(grid(page).getByRole('button', { name })).toHaveCount(0);
  // Nor does its link open it.
  await page.goto(`/dashboard/property/claims?claim=${id}`);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Claim not found' })).toBeVisible();
});
