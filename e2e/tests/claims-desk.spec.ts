import { expect, type Page } from '@playwright/test';
import {
  claimFormOn,
  openClaimWizardOn,
  policiesInForce,
  shootBoth,
  submitFromReview,
  tenantDefaultAnswers,
  unclaimedPolicy,
  wizardToReview,
  wizardToTypeStep,
} from './claim-helpers';
import { expectAccessible, screenshot, signInWithApi, useStoredSession } from './helpers';
import { test } from './test';

/** Issue #32: the statement and its estimate in the wizard, the desk by keyboard, a documents request answered. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const DESKTOP = { width: 1440, height: 900 };

/** j pressed until the claim's row is the selected one: the desk reached without the mouse. */
async function selectByKeyboard(page: Page, claim: string) {
  const row = page.locator(`tr[data-claim="${claim}"]`);
  await expect(row).toBeVisible({ timeout: 30_000 });
  await page.locator('body').focus();
  for (let i = 0; i < 60 && (await row.getAttribute('aria-selected')) !== 'true'; i += 1) {
    await page.keyboard.press('j');
  }
  await expect(row).toHaveAttribute('aria-selected', 'true');
}

async function openDesk(page: Page) {
  await page.goto('/dashboard/property/claims-desk');
  await expect(page.getByRole('table', { name: 'Undecided claims' })).toBeVisible({ timeout: 60_000 });
}

test('a landlord files with a statement and sees the estimate; the admin approves it by keyboard', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const session = await signInWithApi(page.request, 'landlord@demo.test');
  await useStoredSession(page, session);
  const rider = (await unclaimedPolicy(page.request, session.token)).rider_id;
  const wizard = await openClaimWizardOn(page, rider);
  await wizardToTypeStep(wizard);

  // Step 2: Tenant Default, the deposit, and the statement: one rent month and a late fee.
  const loss = day(-20);
  await tenantDefaultAnswers(wizard, '500');
  await wizard.getByRole('button', { name: 'Add a line' }).click();
  await wizard.getByLabel('Line 1 month').fill(loss.slice(0, 7));
  await wizard.getByLabel('Line 1 amount').fill('2000');
  await wizard.getByLabel('Line 1 description').fill('Unpaid rent');
  await wizard.getByRole('button', { name: 'Add a line' }).click();
  await wizard.getByLabel('Line 2 kind').click();
  // Legal expenses are offered only when related expenses is Yes.
  await expect(page.getByRole('option', { name: 'Legal and filing expenses' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Late fees and penalties' }).click();
  await wizard.getByLabel('Line 2 amount').fill('75');
  await expect(wizard.getByText('Total claimed: $2,075')).toBeVisible();
  await screenshot(page, 'claims-desk-statement-desktop');
  await wizardToReview(page, wizard, loss);

  // The Review: what we expect to pay, line by line and rule by rule, before Submit.
  const estimate = wizard.getByRole('heading', { name: /^What we expect to pay: \$1,500$/ });
  await expect(estimate).toBeVisible();
  const lines = wizard.getByRole('table', { name: 'Payout by line' });
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines.getByRole('row').nth(2)).toContainText('$75$0');
  await expect(wizard.getByRole('list', { name: 'Rules' })).toContainText('Rent at least 10 days late');
  await shootBoth(page, 'claims-desk-review', estimate);
  const claim = await submitFromReview(page, wizard);

  // The admin, on the desk: j to the claim, Enter to open it, a to approve, Enter to confirm.
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseURL! });
  const desk = await context.newPage();
  await useStoredSession(desk, await signInWithApi(desk.request, 'admin@demo.test'));
  await openDesk(desk);
  await selectByKeyboard(desk, claim);
  await desk.keyboard.press('Enter');
  await expect(desk.getByRole('button', { name: 'Approve $1,500' })).toBeVisible();
  await shootBoth(desk, 'claims-desk', desk.getByRole('heading', { name: `Claim ${claim}` }));
  await desk.keyboard.press('a');
  const decide = desk.getByRole('dialog', { name: `Approve claim ${claim}` });
  await expect(decide.getByRole('button', { name: 'Approve $1,500' })).toBeFocused();
  await expectAccessible(desk);
  await desk.keyboard.press('Enter');
  await expect(decide).toBeHidden();
  await expect(desk.locator(`tr[data-claim="${claim}"]`)).toHaveCount(0);
  await context.close();
});

test('a documents request reaches the landlord, who uploads the paper, and the claim returns to the desk', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const session = await signInWithApi(page.request, 'landlord@demo.test');
  const headers = { authorization: session.token };
  let claim = '';
  let id = '';
  for await (const { row, claimed } of policiesInForce(page.request, session.token)) {
    if (claimed) continue;
    // Related expenses make the court receipts a paper this claim needs, one an adjuster may request.
    const form = await claimFormOn(page.request, session.token, row);
    form.claimData = JSON.stringify({ ...JSON.parse(form.claimData), relatedExpense: 'Yes' });
    const res = await page.request.post('/api/claim/create', { headers, multipart: form });
    if (res.status() !== 201) continue;
    claim = ((await res.json()) as { data: { claimId: string } }).data.claimId;
    const found = await page.request.get(`/api/property/claim?q=${claim}`, { headers });
    id = ((await found.json()) as { data: { rows: { id: string }[] } }).data.rows[0]!.id;
    break;
  }
  expect(claim).not.toBe('');

  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseURL! });
  const desk = await context.newPage();
  await useStoredSession(desk, await signInWithApi(desk.request, 'admin@demo.test'));
  await openDesk(desk);
  await selectByKeyboard(desk, claim);
  await desk.keyboard.press('r');
  const request = desk.getByRole('dialog', { name: `Request documents claim ${claim}` });
  await request.getByRole('checkbox', { name: 'Court filing receipts for the eviction' }).check();
  const message = request.getByRole('textbox', { name: 'Message to the landlord' });
  await message.fill('Please send the court filing receipts.');
  await expect(message).toHaveValue('Please send the court filing receipts.');
  await request.getByRole('button', { name: 'Request documents' }).click();
  await expect(request).toBeHidden();

  // The landlord reads the request in the claim's dialog and answers it with the one paper asked for.
  await useStoredSession(page, session);
  await page.goto(`/dashboard/property/claims?claim=${id}`);
  const dialog = page.getByRole('dialog');
  const decision = dialog.getByRole('region', { name: 'Documents requested' });
  await expect(decision).toContainText('Please send the court filing receipts.', { timeout: 60_000 });
  await shootBoth(page, 'claims-desk-landlord-request', decision);
  await page.getByTestId('upload-evictionReceipts').setInputFiles(pdf('court-receipt.pdf'));
  await expect(dialog.locator('dt', { hasText: /^Claim Status$/ }).locator('+ dd')).toHaveText(
    'Under Review',
    { timeout: 30_000 },
  );

  // Back on the desk, marked Returned (answered requests sort first).
  await openDesk(desk);
  const row = desk.locator(`tr[data-claim="${claim}"]`);
  await expect(row).toContainText('Returned');
  await context.close();
});
