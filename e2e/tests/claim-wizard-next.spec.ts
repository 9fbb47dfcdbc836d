import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { US_STATES } from '@lease/contract';
import { SPEC_TEXTS } from '../../packages/contract/src/spec-texts.fixture';
import { unclaimedPolicy, usDate, type PolicyRow } from './claim-helpers';
import { expectAccessible, signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

/** Issue 25: the wizard's Next as file 2 §5 has it, and the wizard on a phone. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SHOTS = '/tmp/wizard-shots';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const focused = (target: Locator) =>
  expect
    .poll(() => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
    .toBe(true);

/** Next reads disabled (aria-disabled) yet keeps the focus: never the `disabled` attribute. */
async function expectNext(next: Locator, ready: boolean): Promise<void> {
  await expect(next).toHaveAttribute('aria-disabled', String(!ready));
  await expect(next).not.toHaveAttribute('disabled');
}

async function openWizard(page: Page): Promise<{ wizard: Locator; row: PolicyRow }> {
  const session = await signInWithApi(page.request, 'landlord@demo.test');
  await useStoredSession(page, session);
  const row = await unclaimedPolicy(page.request, session.token);
  await page.goto('/dashboard/property/claims');
  await waitForPageLoaded(page);
  await page.getByRole('button', { name: 'File a Claim' }).click();
  return { wizard: page.getByRole('dialog', { name: SPEC_TEXTS.dialogTitle.text }), row };
}

async function pick(page: Page, wizard: Locator, label: string, option: string): Promise<void> {
  await wizard.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function locate(page: Page, wizard: Locator, row: PolicyRow): Promise<void> {
  await pick(page, wizard, 'State', US_STATES.find((s) => s.abbreviation === row.billingState)!.name);
  await pick(page, wizard, 'Landlord', row.lanlord_account_name);
  await pick(page, wizard, 'Apartment Name', row.apartment_building_name);
  await pick(page, wizard, 'Policy Number', row.rider_id);
}

/** After step 0: the lease-term question, when the policy's lease and cover differ by month, answered Yes. */
async function answerLeaseTerm(page: Page, wizard: Locator): Promise<void> {
  const term = page.getByRole('dialog', { name: 'Lease term' });
  const confirm = wizard.getByRole('checkbox', { name: SPEC_TEXTS.birthdayConfirm.text });
  await expect(term.or(confirm)).toBeVisible();
  if (await term.isVisible()) {
    await term.getByLabel('Yes').check();
    await term.getByRole('button', { name: 'Ok' }).click();
  }
  await expect(confirm).toBeVisible();
}

test('Next reads disabled until its step is valid, and pressed anyway shows what is missing and focuses it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { wizard, row } = await openWizard(page);
  const next = wizard.getByRole('button', { name: 'Next' });

  // Step 0: nothing chosen; Enter on Next shows the problems and focuses the first, the State.
  await expectNext(next, false);
  await next.focus();
  await page.keyboard.press('Enter');
  await focused(wizard.getByRole('combobox', { name: 'State' }));
  await expect(wizard.getByText('Required').first()).toBeVisible();
  await expectAccessible(page);
  await locate(page, wizard, row);
  await expectNext(next, true);
  // A lease date taken away: disabled again, and the focus goes to that date.
  const leaseEnd = await wizard.getByLabel('Lease End Date').inputValue();
  await wizard.getByLabel('Lease End Date').fill('');
  await expectNext(next, false);
  await next.click({ force: true });
  await focused(wizard.getByLabel('Lease End Date'));
  await wizard.getByLabel('Lease End Date').fill(leaseEnd);
  await expectNext(next, true);
  await next.click();
  await answerLeaseTerm(page, wizard);

  // Step 1: the first date of birth has the focus.
  const confirm = wizard.getByRole('checkbox', { name: SPEC_TEXTS.birthdayConfirm.text });
  const dobs = await wizard.getByLabel(/^Date of Birth of/).all();
  if (dobs.length > 0) await focused(dobs[0]!);
  for (const input of dobs) if (!(await input.inputValue())) await input.fill('04/12/1990');
  await confirm.check();
  await next.click();

  // Step 2.
  await focused(wizard.getByRole('checkbox', { name: 'Damage Only' }));
  await expectNext(next, false);
  await wizard.getByRole('checkbox', { name: 'Tenant Default' }).check();
  await wizard
    .getByRole('radiogroup', { name: /related expenses/ })
    .getByLabel('No')
    .check();
  await wizard
    .getByRole('radiogroup', { name: /payment agreement/ })
    .getByLabel('No')
    .check();
  await expectNext(next, false);
  await wizard.getByLabel('Security deposit amount on hand').fill('800');
  await expectNext(next, true);
  await next.click();

  // Step 3: the loss date, then eviction No, or Yes with its date.
  const loss = wizard.getByLabel('Date of Loss');
  await focused(loss);
  await expectNext(next, false);
  await next.click({ force: true });
  await focused(loss);
  await expect(wizard.getByText('Date of Loss is required')).toBeVisible();
  await loss.fill(usDate(day(-15)));
  const eviction = wizard.getByRole('radiogroup', { name: 'Have you filed for eviction?' });
  await expect(eviction.getByLabel('Yes')).toBeChecked();
  await expectNext(next, false);
  await next.focus();
  await page.keyboard.press('Enter');
  await focused(wizard.getByLabel('Eviction filing date'));
  await eviction.getByLabel('No').check();
  await expectNext(next, true);
  await eviction.getByLabel('Yes').check();
  await expectNext(next, false);
  await wizard.getByLabel('Eviction filing date').fill(usDate(day(-5)));
  await expectNext(next, true);
  await expectAccessible(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/desktop-3-loss.png` });
  await next.click();

  // Step 4: 'Invalid Input' as the field is left, before any Next.
  await focused(wizard.getByLabel('Name'));
  await wizard.getByLabel('Email').fill('pat@');
  await expect(wizard.getByText(SPEC_TEXTS.invalidInput.text)).toHaveCount(0);
  await wizard.getByLabel('Email').blur();
  await expect(wizard.getByText(SPEC_TEXTS.invalidInput.text)).toHaveCount(1);
  await wizard.getByLabel('Phone').fill('0125550100');
  await wizard.getByLabel('Phone').press('Tab');
  await expect(wizard.getByText(SPEC_TEXTS.invalidInput.text)).toHaveCount(2);
  await expect(wizard.getByText('Name is required')).toHaveCount(0);
  await expectNext(next, false);
  await next.click({ force: true });
  await focused(wizard.getByLabel('Name'));
  await page.screenshot({ path: `${SHOTS}/desktop-4-contacts-missing.png` });
  await wizard.getByLabel('Name').fill('Pat Claims');
  await wizard.getByLabel('Title').fill('Property Manager');
  await next.click({ force: true });
  await focused(wizard.getByLabel('Email'));
  await wizard.getByLabel('Email').fill('pat.claims@demo.test');
  await wizard.getByLabel('Phone').fill('2125550100');
  await expectNext(next, true);
  await next.click();

  // Step 5.
  await focused(wizard.getByRole('radio', { name: 'eCheck - fastest' }));
  await wizard.getByLabel('Payee').fill('Demo Property LLC');
  await wizard.getByLabel(SPEC_TEXTS.receiptEmail.text).fill('accounting@demo.test');
  await next.click();

  // Step 6: pressed with no file, the focus goes to the lease's Choose button.
  await expectNext(next, false);
  await next.click({ force: true });
  await focused(wizard.getByRole('button', { name: 'Choose Lease agreement files' }));
  await page
    .getByTestId('leaseFile-input')
    .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: PDF });
  await next.click({ force: true });
  await focused(wizard.getByRole('button', { name: 'Choose Resident ledger files' }));
  await page
    .getByTestId('ledgerFile-input')
    .setInputFiles({ name: 'ledger.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectNext(next, true);
  await next.click();

  // Step 7: the comment must be non-empty; spaces are not a comment.
  const comment = wizard.getByLabel('Additional Comments');
  await focused(comment);
  await expectNext(next, false);
  await comment.fill('   ');
  await expectNext(next, false);
  await next.click({ force: true });
  await focused(comment);
  await expect(wizard.getByText('Additional comments are required')).toBeVisible();
  await comment.fill('Rent unpaid since the autumn.');
  await expectNext(next, true);
  await expectAccessible(page);
  await next.click();

  // The review: an edit returns to it with Next, the focus back on that section's edit icon.
  await expect(wizard.getByRole('heading', { name: 'Claim readiness' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Edit Type of Claim' }).click();
  const deposit = wizard.getByLabel('Security deposit amount on hand');
  await deposit.fill('950');
  await next.click();
  await expect(wizard.getByRole('heading', { name: 'Claim readiness' })).toBeVisible();
  await focused(wizard.getByRole('button', { name: 'Edit Type of Claim' }));
  await expect(wizard.getByText('$950', { exact: true })).toBeVisible();
  // An edit that asks more of a later step stops there first: eviction Yes wants its date on step 3.
  await wizard.getByRole('button', { name: 'Edit Date of Loss' }).click();
  await wizard.getByRole('radiogroup', { name: 'Have you filed for eviction?' }).getByLabel('No').check();
  await wizard.getByRole('radiogroup', { name: 'Have you filed for eviction?' }).getByLabel('Yes').check();
  await expectNext(next, false);
  await wizard.getByLabel('Eviction filing date').fill(usDate(day(-3)));
  await next.click();
  await focused(wizard.getByRole('button', { name: 'Edit Date of Loss' }));
});

test('the wizard on a phone: full screen, a compact step header, the buttons always in view', async ({
  page,
}) => {
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const { wizard, row } = await openWizard(page);
  const next = wizard.getByRole('button', { name: 'Next' });
  const shot = async (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
  const labels = [
    'Locate Your Apartment Complex',
    'Tenant Confirmation',
    'Type of Claim',
    'Date of Loss',
    'Contacts',
    'Payment Method',
    'Documents',
    'Additional Comments',
  ];
  /** On every step: the dialog fills the screen, the header names the step, Next and Back are in view. */
  const onStep = async (step: number) => {
    await expect(wizard.getByTestId('wizard-compact-step')).toContainText(
      `Step ${step + 1} of 8 · ${labels[step]}`,
    );
    await expect(wizard.getByRole('tab')).toHaveCount(0);
    const box = (await wizard.boundingBox())!;
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    for (const button of [next, ...(step > 0 ? [wizard.getByRole('button', { name: 'Back' })] : [])]) {
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    const scrolls = await page.evaluate(() => window.scrollY === 0 && document.body.scrollWidth <= 390);
    expect(scrolls).toBe(true);
  };

  await onStep(0);
  await shot('phone-0-locate-empty');
  await locate(page, wizard, row);
  await onStep(0);
  await expectAccessible(page);
  await shot('phone-0-locate');
  await next.click();
  await answerLeaseTerm(page, wizard);

  await onStep(1);
  for (const input of await wizard.getByLabel(/^Date of Birth of/).all()) {
    if (!(await input.inputValue())) await input.fill('04/12/1990');
  }
  await wizard.getByRole('checkbox', { name: SPEC_TEXTS.birthdayConfirm.text }).check();
  await shot('phone-1-tenants');
  await next.click();

  // Step 2, the longest: its questions scroll under a footer that stays.
  await onStep(2);
  await wizard.getByRole('checkbox', { name: 'Tenant Default' }).check();
  await wizard.getByRole('checkbox', { name: 'Damages' }).check();
  await wizard.getByRole('checkbox', { name: 'Trash' }).check();
  await wizard.getByRole('checkbox', { name: 'Carpet/Flooring' }).check();
  await wizard
    .getByRole('radiogroup', { name: /related expenses/ })
    .getByLabel('No')
    .check();
  await wizard
    .getByRole('radiogroup', { name: /payment agreement/ })
    .getByLabel('Yes')
    .check();
  await wizard.getByLabel('Agreed Payment Date').fill(usDate(day(10)));
  await wizard.getByLabel('Security deposit amount on hand').fill('1500');
  const content = wizard.locator('.MuiDialogContent-root');
  expect(await content.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await onStep(2);
  await expectAccessible(page);
  await shot('phone-2-type');
  await next.click();

  await onStep(3);
  await wizard.getByLabel('Date of Loss').fill(usDate(day(-130)));
  await expect(wizard.getByText(SPEC_TEXTS.lateFiling.text)).toBeVisible();
  await wizard.getByLabel('Eviction filing date').fill(usDate(day(-40)));
  await onStep(3);
  await shot('phone-3-loss');
  await next.click();

  await onStep(4);
  await wizard.getByRole('button', { name: 'Add Contact' }).click();
  await wizard.getByLabel('Email').first().fill('pat@');
  await wizard.getByLabel('Email').first().blur();
  await onStep(4);
  await expectAccessible(page);
  await shot('phone-4-contacts');
  await wizard.getByRole('button', { name: 'Remove Contact' }).click();
  await wizard.getByLabel('Name').fill('Pat Claims');
  await wizard.getByLabel('Title').fill('Property Manager');
  await wizard.getByLabel('Email').fill('pat.claims@demo.test');
  await wizard.getByLabel('Phone').fill('2125550100');
  await next.click();

  await onStep(5);
  await wizard.getByRole('radio', { name: 'Mailed Physical Check' }).check();
  await wizard.getByLabel('Name').fill('Demo Property LLC');
  await wizard.getByLabel('Email').fill('ap@demo.test');
  await wizard.getByLabel('Address line 1').fill('1 Main Street');
  await wizard.getByLabel('Zip').fill('10001');
  await expect(wizard.getByLabel('City')).toHaveValue('New York');
  await onStep(5);
  await shot('phone-5-payment');
  await next.click();

  await onStep(6);
  await page
    .getByTestId('leaseFile-input')
    .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page
    .getByTestId('ledgerFile-input')
    .setInputFiles({ name: 'ledger.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(wizard.getByRole('list', { name: 'Resident ledger files' })).toContainText('ledger.pdf');
  await onStep(6);
  await expectAccessible(page);
  await shot('phone-6-documents');
  await next.click();

  await onStep(7);
  await next.click({ force: true });
  await shot('phone-7-comments-missing');
  await wizard.getByLabel('Additional Comments').fill('Rent unpaid since the autumn, and damages.');
  await shot('phone-7-comments');
  await next.click();

  await expect(wizard.getByTestId('wizard-compact-step')).toHaveText('Review');
  await expect(wizard.getByRole('button', { name: 'Ok' })).toBeInViewport({ ratio: 1 });
  await expectAccessible(page);
  await shot('phone-8-review');
  await wizard.locator('.MuiDialogContent-root').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await shot('phone-8-review-end');

  // The desktop keeps its stepper of eight labels and a dialog that does not fill the screen.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(wizard.getByRole('tab')).toHaveCount(8);
  await expect(wizard.getByTestId('wizard-compact-step')).toHaveCount(0);
  expect((await wizard.boundingBox())!.width).toBeLessThan(1000);
  await expectAccessible(page);
  await shot('desktop-8-review');
});
