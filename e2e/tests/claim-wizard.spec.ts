import { expect } from '@playwright/test';
import { SPEC_TEXTS } from '../../packages/contract/src/spec-texts.fixture';
import { openClaimWizardOn, policiesInForce, unclaimedPolicy, usDate, type PolicyRow } from './claim-helpers';
import { expectAccessible, screenshot, signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

/** Issue 12: the claim wizard, from a policy row to the Claims page. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a landlord files a Tenant Default and Damages claim from a policy row, each rule firing on the way', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await signInWithApi(page.request, 'landlord@demo.test');
  await useStoredSession(page, session);
  const rider = (await unclaimedPolicy(page.request, session.token)).rider_id;
  const wizard = await openClaimWizardOn(page, rider);
  const next = () => wizard.getByRole('button', { name: 'Next' }).click();
  // Next reads disabled (aria-disabled) until its step is valid; pressed anyway, it says what is missing.
  const pressAnyway = () => wizard.getByRole('button', { name: 'Next' }).click({ force: true });
  // Step 0: the row's state, landlord, apartment and policy are there, with the policy's term.
  await expect(wizard.getByRole('combobox', { name: 'Policy Number' })).toHaveText(rider);
  await expect(wizard.getByText('Policy Start Date')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'claim-step-0');
  await next();

  // Step 1: the birthdays, confirmed once.
  const confirm = wizard.getByRole('checkbox', { name: SPEC_TEXTS.birthdayConfirm.text });
  await expect(confirm).toBeVisible();
  for (const input of await wizard.getByLabel(/^Date of Birth of/).all()) {
    if (!(await input.inputValue())) await input.fill('04/12/1990');
  }
  await confirm.check();
  await expect(confirm).toBeDisabled();
  await screenshot(page, 'claim-step-1');
  await next();

  // Step 2: No Show stands alone; Tenant Default with its questions.
  await pressAnyway();
  await expect(wizard.getByText('Choose at least one type of claim')).toBeVisible();
  await wizard.getByRole('checkbox', { name: 'No Show' }).check();
  await expect(wizard.getByRole('checkbox', { name: 'Tenant Default' })).toBeDisabled();
  await wizard.getByRole('checkbox', { name: 'No Show' }).uncheck();
  await wizard.getByRole('checkbox', { name: 'Tenant Default' }).check();
  await wizard.getByRole('checkbox', { name: 'Damages' }).check();
  await pressAnyway();
  await expect(wizard.getByText('Choose at least one place of damages')).toBeVisible();
  await wizard.getByRole('checkbox', { name: 'Trash' }).check();
  await wizard.getByRole('checkbox', { name: 'Carpet/Flooring' }).check();
  await wizard
    .getByRole('radiogroup', { name: /related expenses/ })
    .getByLabel('No')
    .check();
  await wizard
    .getByRole('radiogroup', { name: /payment agreement/ })
    .getByLabel('No')
    .check();
  await wizard.getByLabel('Security deposit amount on hand').fill('1500.5');
  await expect(wizard.getByLabel('Security deposit amount on hand')).toHaveValue('$1,500.5');
  await expectAccessible(page);
  await screenshot(page, 'claim-step-2');
  await next();

  // Step 3: the 120-day text, then a recent loss without an eviction.
  await wizard.getByLabel('Date of Loss').fill(usDate(day(-130)));
  await expect(wizard.getByText(SPEC_TEXTS.lateFiling.text)).toBeVisible();
  await wizard.getByLabel('Date of Loss').fill(usDate(day(-20)));
  await expect(wizard.getByText(SPEC_TEXTS.lateFiling.text)).toBeHidden();
  await wizard.getByRole('radiogroup', { name: 'Have you filed for eviction?' }).getByLabel('No').check();
  await screenshot(page, 'claim-step-3');
  await next();

  // Step 4: a bad e-mail and a bad phone say 'Invalid Input'.
  await wizard.getByLabel('Name').fill('Pat Claims');
  await wizard.getByLabel('Title').fill('Property Manager');
  await wizard.getByLabel('Email').fill('pat@');
  await wizard.getByLabel('Phone').fill('0125550100');
  await pressAnyway();
  await expect(wizard.getByText(SPEC_TEXTS.invalidInput.text)).toHaveCount(2);
  await wizard.getByLabel('Email').fill('pat.claims@demo.test');
  await wizard.getByLabel('Phone').fill('2125550100');
  await expect(wizard.getByLabel('Phone')).toHaveValue('(212) 555-0100');
  await screenshot(page, 'claim-step-4');
  await next();

  // Step 5: eCheck.
  await wizard.getByLabel('Payee').fill('Demo Property LLC');
  await wizard.getByLabel('Check receipt email.').fill('accounting@demo.test');
  await next();

  // Step 6: a program renamed .pdf is refused; the lease and ledger are taken.
  await page
    .getByTestId('leaseFile-input')
    .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: EXE });
  await expect(wizard.getByRole('alert')).toHaveText(
    'lease.pdf is not an accepted file: send pdf, docx, xlsx, jpeg, jpg, png or heic.',
  );
  await page
    .getByTestId('leaseFile-input')
    .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page
    .getByTestId('ledgerFile-input')
    .setInputFiles({ name: 'ledger.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(wizard.getByRole('list', { name: 'Resident ledger files' })).toContainText('ledger.pdf');
  await screenshot(page, 'claim-step-6');
  await next();

  // Step 7, then the review.
  await wizard.getByLabel('Additional Comments').fill('The tenant stopped paying in the autumn.');
  await next();
  await expect(wizard.getByRole('heading', { name: 'Claim readiness' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'claim-review');
  const ok = wizard.getByRole('button', { name: 'Ok' });
  await expect(ok).toBeDisabled();
  await wizard.getByRole('checkbox', { name: /I agree with the/ }).check();
  await ok.click();
  const acknowledge = page.getByRole('dialog', { name: 'Before you submit' });
  const submit = acknowledge.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  for (const box of await acknowledge.getByRole('checkbox').all()) await box.check();
  await submit.click();

  await expect(wizard.getByText(/^Claim number CLM-\d{7}$/)).toBeVisible();
  await expect(page.getByTestId('confetti')).toBeVisible();
  await screenshot(page, 'claim-result');
  const claim = /CLM-\d{7}/.exec((await wizard.getByText(/^Claim number/).textContent()) ?? '')![0];
  await wizard.getByRole('button', { name: 'Close' }).last().click();

  // The claim is on the Claims page, with its files.
  await page.goto('/dashboard/property/claims');
  await page.getByRole('button', { name: claim }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Download ledger.pdf' })).toBeVisible();
});

test('from the Claims page: the already-filed dialog, the lease-term question, and a draft that survives a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await signInWithApi(page.request, 'landlord@demo.test');
  await useStoredSession(page, session);
  const claimed: PolicyRow[] = [];
  const open: PolicyRow[] = [];
  for await (const { row, claimed: has } of policiesInForce(page.request, session.token)) {
    (has ? claimed : open).push(row);
    if (claimed.length > 0 && open.length > 0) break;
  }
  const choose = async (row: PolicyRow) => {
    const wizard = page.getByRole('dialog', { name: SPEC_TEXTS.dialogTitle.text });
    const pick = async (label: string, option: string) => {
      await wizard.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    const state = (await import('@lease/contract')).US_STATES.find(
      (s) => s.abbreviation === row.billingState,
    )!;
    await pick('State', state.name);
    await pick('Landlord', row.lanlord_account_name);
    await pick('Apartment Name', row.apartment_building_name);
    await pick('Policy Number', row.rider_id);
  };

  await page.goto('/dashboard/property/claims');
  await waitForPageLoaded(page);
  await page.getByRole('button', { name: 'File a Claim' }).click();
  const wizard = page.getByRole('dialog', { name: SPEC_TEXTS.dialogTitle.text });

  // A policy with a claim: the dialog names it, and Next is hidden.
  await choose(claimed[0]!);
  const already = page.getByRole('dialog', { name: 'Claim already filed' });
  await expect(already).toContainText(
    SPEC_TEXTS.duplicate.text.replace('{email}', 'claims@lease-guarantee.example'),
  );
  await expect(already).toContainText(`Rider ID: ${claimed[0]!.rider_id}`);
  await expect(already).toContainText(/Claim number: CLM-\d{7}/);
  await screenshot(page, 'claim-already-filed');
  await already.getByRole('button', { name: 'Ok' }).click();
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeHidden();

  // Another policy, with a lease start in another month: the question, and Ok waits for an answer.
  await choose(open[0]!);
  const start = open[0]!.lease_start_date;
  const shifted = `${start.slice(0, 5)}${start.slice(5, 7) === '12' ? '11' : String(Number(start.slice(5, 7)) + 1).padStart(2, '0')}-01`;
  await wizard.getByLabel('Lease Start Date').fill(usDate(shifted));
  await wizard.getByRole('button', { name: 'Next' }).click();
  const term = page.getByRole('dialog', { name: 'Lease term' });
  await expect(term).toContainText(SPEC_TEXTS.leaseTermOutside.text);
  await expect(term).toContainText(SPEC_TEXTS.leaseTermQuestion.text);
  await expect(term.getByRole('button', { name: 'Ok' })).toBeDisabled();
  await screenshot(page, 'claim-lease-term');
  await term.getByLabel('No').check();
  await term.getByRole('button', { name: 'Ok' }).click();
  await expect(wizard.getByLabel('Lease Start Date')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Lease term' }).getByLabel('Yes').check();
  await page.getByRole('dialog', { name: 'Lease term' }).getByRole('button', { name: 'Ok' }).click();
  await expect(wizard.getByRole('checkbox', { name: SPEC_TEXTS.birthdayConfirm.text })).toBeVisible();

  // A reload loses nothing: the wizard opens again at the same step, on the same policy.
  await page.reload();
  await waitForPageLoaded(page);
  await page.getByRole('button', { name: 'File a Claim' }).click();
  await expect(wizard.getByRole('checkbox', { name: SPEC_TEXTS.birthdayConfirm.text })).toBeVisible();
  await wizard.getByRole('tab', { name: 'Locate Your Apartment Complex' }).click();
  await expect(wizard.getByRole('combobox', { name: 'Policy Number' })).toHaveText(open[0]!.rider_id);
  await expect(wizard.getByLabel('Lease Start Date')).toHaveValue(usDate(shifted));
});
