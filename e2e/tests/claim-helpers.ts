import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SPEC_TEXTS } from '../../packages/contract/src/spec-texts.fixture';
import { expectAccessible, screenshot } from './helpers';

/** A policy row as the Policies grid answers it, with what the claim tests read of it. */
export interface PolicyRow {
  app_id: string;
  rider_id: string;
  billingState: string;
  lanlord_account_name: string;
  apartment_building_name: string;
  policy_status: string;
  lease_start_date: string;
  coverage_start_date: string | null;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The caller's policies in force whose cover has begun, each with whether a claim is filed on it. */
export async function* policiesInForce(
  request: APIRequestContext,
  token: string,
): AsyncGenerator<{ row: PolicyRow; claimed: boolean }> {
  const headers = { authorization: token };
  const listed = await request.post('/api/property/policy', { headers, data: { pageSize: 200 } });
  for (const row of ((await listed.json()) as { data: { rows: PolicyRow[] } }).data.rows) {
    if (row.policy_status !== 'in_force' || (row.coverage_start_date ?? '') > today()) continue;
    const dup = await request.get(`/api/claim/claim-duplicated?riderId=${row.app_id}`, { headers });
    yield { row, claimed: ((await dup.json()) as { data: { isDuplicated: boolean } }).data.isDuplicated };
  }
}

/** A policy in force of the caller with no claim yet. */
export async function unclaimedPolicy(request: APIRequestContext, token: string): Promise<PolicyRow> {
  for await (const { row, claimed } of policiesInForce(request, token)) if (!claimed) return row;
  throw new Error('no unclaimed policy in force');
}

/** A small well-formed PDF: the desk's preview opens it in its frame. */
const PDF = {
  name: 'doc.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

/**
 * A valid eCheck claim on a policy as the create call's multipart form, its tenants read with `token`
 * (the policy's own side): posted by someone else, only the scope can refuse it.
 */
export async function claimFormOn(request: APIRequestContext, token: string, row: PolicyRow) {
  const people = await request.get(`/api/claim/tenants?riderId=${row.app_id}`, {
    headers: { authorization: token },
  });
  const tenants = (
    (await people.json()) as { data: { tenant_result: { records: { id: string; name: string }[] } } }
  ).data.tenant_result.records;
  return {
    claimData: JSON.stringify({
      kindOfClaim: 'llp',
      riderId: row.app_id,
      propertyState: row.billingState,
      leaseStartDate: '2025-01-01',
      leaseEndDate: '2027-01-01',
      tenants: tenants.map((t) => ({ id: t.id, name: t.name, Date_of_Birth__c_changed: '1990-01-01' })),
      securityDeposit: '800',
      claimType: { tenantDefault: true },
      relatedExpense: 'No',
      paymentAgreement: 'No',
      rentDate: today(),
      evictionFiledStatus: false,
      contactName: 'Lee Push',
      contactTitle: 'Owner',
      contactEmail: 'lee.push@demo.test',
      contactPhone: '(212) 555-0199',
      paymentMethod: 'eCheck',
      receiptPayee: 'Owner LLC',
      receiptEmail: 'ap@demo.test',
      additionalComment: 'Unpaid rent',
    }),
    leaseFile: PDF,
    ledgerFile: PDF,
  };
}

/** A YYYY-MM-DD date as the wizard's date fields take and show it, MM/DD/YYYY. */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * The claim wizard opened from a policy's row on the Policies grid. The click waits until the search
 * has narrowed the grid to that row: a click while the rows re-render can land on a row being
 * replaced, and a slow machine would then wait for a wizard that was never asked for.
 */
export async function openClaimWizardOn(page: Page, rider: string): Promise<Locator> {
  await page.goto('/dashboard/property/policies');
  // On a busy machine the first page takes longer than the usual 10 s.
  await expect(page.locator('[data-page-loaded="true"]')).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Search tenant, rider id, unit or building').fill(rider);
  const fileClaim = page.getByRole('button', { name: /^File a Claim on / });
  await expect(fileClaim).toHaveCount(1);
  await expect(fileClaim).toHaveAccessibleName(`File a Claim on ${rider}`);
  const wizard = page.getByRole('dialog', { name: SPEC_TEXTS.dialogTitle.text });
  await expect(async () => {
    if (!(await wizard.isVisible())) await fileClaim.click();
    await expect(wizard.getByRole('combobox', { name: 'Policy Number' })).toHaveText(rider, {
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
  return wizard;
}

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Screenshots at 1440×900 and 390×844 with `target` in view, axe at both, then back to the desktop. */
export async function shootBoth(page: Page, name: string, target: Locator): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await target.scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-${size}`);
    await expectAccessible(page);
  }
  await page.setViewportSize(DESKTOP);
}

const next = (wizard: Locator) => wizard.getByRole('button', { name: 'Next' }).click();

/** From the wizard's first step to step 2 (Type of Claim): the tenants' birthdays filled and confirmed. */
export async function wizardToTypeStep(wizard: Locator): Promise<void> {
  await next(wizard);
  for (const input of await wizard.getByLabel(/^Date of Birth of/).all()) {
    if (!(await input.inputValue())) await input.fill('04/12/1990');
  }
  await wizard.getByRole('checkbox', { name: SPEC_TEXTS.birthdayConfirm.text }).check();
  await next(wizard);
}

/** Step 2's answers for a Tenant Default claim with no related expenses nor payment agreement. */
export async function tenantDefaultAnswers(wizard: Locator, deposit: string): Promise<void> {
  await wizard.getByRole('checkbox', { name: 'Tenant Default' }).check();
  await wizard
    .getByRole('radiogroup', { name: /related expenses/ })
    .getByLabel('No')
    .check();
  await wizard
    .getByRole('radiogroup', { name: /payment agreement/ })
    .getByLabel('No')
    .check();
  await wizard.getByLabel('Security deposit amount on hand').fill(deposit);
}

/** From step 2 to the papers step: the date of loss, no eviction, a contact and a payee. */
export async function wizardToPapers(wizard: Locator, loss: string): Promise<void> {
  await next(wizard);
  await wizard.getByLabel('Date of Loss').fill(usDate(loss));
  await wizard.getByRole('radiogroup', { name: 'Have you filed for eviction?' }).getByLabel('No').check();
  await next(wizard);
  await wizard.getByLabel('Name').fill('Pat Claims');
  await wizard.getByLabel('Title').fill('Property Manager');
  await wizard.getByLabel('Email').fill('pat.claims@demo.test');
  await wizard.getByLabel('Phone').fill('2125550100');
  await next(wizard);
  await wizard.getByLabel('Payee').fill('Demo Property LLC');
  await wizard.getByLabel('Check receipt email.').fill('accounting@demo.test');
  await next(wizard);
}

/** From the papers step to the Review: the lease and the ledger (a PDF unless one is given), a comment. */
export async function papersToReview(page: Page, wizard: Locator, ledger?: string): Promise<void> {
  await page.getByTestId('leaseFile-input').setInputFiles({ ...PDF, name: 'lease.pdf' });
  await page.getByTestId('ledgerFile-input').setInputFiles(ledger ?? { ...PDF, name: 'ledger.pdf' });
  await next(wizard);
  await wizard.getByLabel('Additional Comments').fill('Rent unpaid since the date of loss.');
  await next(wizard);
}

/** From step 2 to the Review. */
export async function wizardToReview(page: Page, wizard: Locator, loss: string): Promise<void> {
  await wizardToPapers(wizard, loss);
  await papersToReview(page, wizard);
}

/** The Review's agreement and the acknowledgements, then Submit: the claim number the wizard shows. */
export async function submitFromReview(page: Page, wizard: Locator): Promise<string> {
  await wizard.getByRole('checkbox', { name: /I agree with the/ }).check();
  await wizard.getByRole('button', { name: 'Ok' }).click();
  const acknowledge = page.getByRole('dialog', { name: 'Before you submit' });
  for (const box of await acknowledge.getByRole('checkbox').all()) await box.check();
  await acknowledge.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard.getByText(/^Claim number CLM-\d{7}$/)).toBeVisible();
  return /CLM-\d{7}/.exec((await wizard.getByText(/^Claim number/).textContent()) ?? '')![0];
}
