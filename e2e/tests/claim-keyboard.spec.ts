import { expect, type Locator, type Page } from '@playwright/test';
import { SPEC_TEXTS } from '../../packages/contract/src/spec-texts.fixture';
import { unclaimedPolicy, usDate } from './claim-helpers';
import { screenshot, signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

/**
 * Issues 12 and 25: a No Show claim filed by keyboard alone, from the Claims page to its result. Each
 * step must take the focus on its first field (so no step needs the mouse to start), a date takes its
 * typed digits in one stop, Next pressed too early focuses what is missing, and a dialog closed gives
 * the focus back where it opened.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const focused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab until the target has the focus, as a person would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} cannot be reached with Tab`);
}

/** Opens a drop-down from the keyboard and goes down its options to the one named. */
async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await tabTo(page, combobox);
  await page.keyboard.press('Enter');
  for (let i = 0; i < 80; i += 1) {
    const text = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (text === option) {
      await page.keyboard.press('Enter');
      await expect(combobox).toHaveText(option);
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option ${option}`);
}

/** The step just opened has its first field focused: no Tab, no mouse needed to begin it. */
const expectFocus = (target: Locator) => expect.poll(() => focused(target), { timeout: 5_000 }).toBe(true);

/** A date typed as digits where the focus is: one stop, and one Tab leaves it for `after`. */
async function typeDate(page: Page, field: Locator, iso: string, after: Locator): Promise<void> {
  await expectFocus(field);
  await page.keyboard.type(digits(iso));
  await expect(field).toHaveValue(usDate(iso));
  await page.keyboard.press('Tab');
  await expectFocus(after);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** A date typed as its digits, as the browser's MM/DD/YYYY field takes them. */
const digits = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a landlord files a No Show claim by keyboard alone, with visible focus all the way', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const session = await signInWithApi(page.request, 'landlord@demo.test');
  await useStoredSession(page, session);
  const p = await unclaimedPolicy(page.request, session.token);
  const { US_STATES } = await import('@lease/contract');

  await page.goto('/dashboard/property/claims');
  await waitForPageLoaded(page);
  const start = page.getByRole('button', { name: 'File a Claim' });
  await tabTo(page, start);
  // The focus is visible: MUI marks a keyboard-focused button, and its ring is drawn.
  await expect(start).toHaveClass(/Mui-focusVisible/);
  await page.keyboard.press('Enter');
  const wizard = page.getByRole('dialog', { name: SPEC_TEXTS.dialogTitle.text });
  const next = async () => {
    const button = wizard.getByRole('button', { name: 'Next' });
    await tabTo(page, button);
    await expect(button).toHaveClass(/Mui-focusVisible/);
    await page.keyboard.press('Enter');
  };

  // Step 0: the wizard opens on its first field, not on the dialog itself (issue #36).
  await expectFocus(wizard.getByRole('combobox', { name: 'State' }));
  await chooseOption(
    page,
    wizard.getByRole('combobox', { name: 'State' }),
    US_STATES.find((s) => s.abbreviation === p.billingState)!.name,
  );
  await chooseOption(page, wizard.getByRole('combobox', { name: 'Landlord' }), p.lanlord_account_name);
  await chooseOption(
    page,
    wizard.getByRole('combobox', { name: 'Apartment Name' }),
    p.apartment_building_name,
  );
  await chooseOption(page, wizard.getByRole('combobox', { name: 'Policy Number' }), p.rider_id);
  await next();

  // Step 1: the focus on the first date of birth; each typed in one stop, the box ticked with Space.
  const confirm = wizard.getByRole('checkbox', { name: SPEC_TEXTS.birthdayConfirm.text });
  await expect(confirm).toBeVisible();
  const dobs = await wizard.getByLabel(/^Date of Birth of/).all();
  await expectFocus(dobs[0] ?? confirm);
  for (const [i, input] of dobs.entries()) {
    await tabTo(page, input);
    await typeDate(page, input, '1990-04-12', dobs[i + 1] ?? confirm);
  }
  await expectFocus(confirm);
  await page.keyboard.press('Space');
  await expect(confirm).toBeChecked();
  await next();

  // Step 2: No Show, related expenses locked to No, an acceptable document, no payment agreement.
  await expectFocus(wizard.getByRole('checkbox', { name: 'Damage Only' }));
  await tabTo(page, wizard.getByRole('checkbox', { name: 'No Show' }));
  await page.keyboard.press('Space');
  await expect(wizard.getByRole('radiogroup', { name: /related expenses/ }).getByLabel('No')).toBeChecked();
  await chooseOption(page, wizard.getByRole('combobox', { name: 'Acceptable document' }), 'Signed lease');
  const agreement = wizard.getByRole('radiogroup', { name: /payment agreement/ });
  await tabTo(page, agreement.getByLabel('Yes'));
  await page.keyboard.press('ArrowRight');
  await expect(agreement.getByLabel('No')).toBeChecked();
  await typeInto(page, wizard.getByLabel('Security deposit amount on hand'), '950');
  await next();

  // Step 3: the loss date typed where the focus lands; eviction Yes wants its date, so Next is refused
  // and sends the focus to it; then No.
  const loss = wizard.getByLabel('Date of Loss');
  const left = wizard.getByRole('radiogroup', { name: SPEC_TEXTS.tenantLeft.text });
  await typeDate(page, loss, day(-12), left.getByLabel('Yes'));
  await next();
  await expectFocus(wizard.getByLabel('Eviction filing date'));
  const eviction = wizard.getByRole('radiogroup', { name: 'Have you filed for eviction?' });
  await tabTo(page, eviction.getByLabel('Yes'));
  await page.keyboard.press('ArrowRight');
  await expect(eviction.getByLabel('No')).toBeChecked();
  await next();

  // Step 4, and Back: each lands on its step's first field.
  const name = wizard.getByLabel('Name');
  await expectFocus(name);
  // The Important Notice is static advice under a heading, never an alert announced on each visit.
  await expect(wizard.getByRole('heading', { name: SPEC_TEXTS.importantNotice.text })).toBeVisible();
  await expect(wizard.getByRole('alert')).toHaveCount(0);
  await tabTo(page, wizard.getByRole('button', { name: 'Back' }));
  await page.keyboard.press('Enter');
  await expectFocus(loss);
  await next();
  await expectFocus(name);
  await page.keyboard.type('Kim Keys');
  await typeInto(page, wizard.getByLabel('Title'), 'Leasing Manager');
  await typeInto(page, wizard.getByLabel('Email'), 'kim.keys@demo.test');
  await typeInto(page, wizard.getByLabel('Phone'), '3125550111');
  await next();

  // Step 5: a mailed check; the ZIP code fills the city and state.
  const method = wizard.getByRole('radiogroup', { name: 'Payment Method' });
  await expectFocus(method.getByLabel('eCheck - fastest'));
  await page.keyboard.press('ArrowDown');
  await expect(method.getByLabel('Mailed Physical Check')).toBeChecked();
  await typeInto(page, wizard.getByLabel('Name'), 'Demo Property LLC');
  await typeInto(page, wizard.getByLabel('Email'), 'ap@demo.test');
  await typeInto(page, wizard.getByLabel('Address line 1'), '1 Main Street');
  await typeInto(page, wizard.getByLabel('Zip'), '10001');
  await expect(wizard.getByLabel('City')).toHaveValue('New York');
  await expect(wizard.getByRole('combobox', { name: 'State' })).toHaveText('NY');
  await next();

  // Step 6: files chosen through the keyboard-opened file picker; the acceptable document is required.
  const attach = async (label: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    await tabTo(page, wizard.getByRole('button', { name: `Choose ${label} files` }));
    await attachHere(file);
  };
  const attachHere = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
    await chooser.setFiles(file);
  };
  await expectFocus(wizard.getByRole('button', { name: 'Choose Lease agreement files' }));
  await attach('Lease agreement', { name: 'lease.pdf', mimeType: 'application/pdf', buffer: PDF });
  await attach('Resident ledger', { name: 'ledger.pdf', mimeType: 'application/pdf', buffer: PDF });
  await next();
  await expect(
    wizard.getByText('Attach the acceptable document under Other Documents', { exact: true }),
  ).toBeVisible();
  // Next pressed too early has put the focus on the slot still wanting a file.
  await expectFocus(wizard.getByRole('button', { name: 'Choose Other Documents files' }));
  await attachHere({ name: 'signed-lease.png', mimeType: 'image/png', buffer: PNG });
  await next();

  // Step 7: Next too early focuses the empty comment.
  const comment = wizard.getByLabel('Additional Comments');
  await expectFocus(comment);
  await next();
  await expectFocus(comment);
  await page.keyboard.type('The tenants never moved in.');
  await next();

  // The review: an edit by keyboard, and Next returns to the review on that section's edit icon.
  const editLoss = wizard.getByRole('button', { name: 'Edit Date of Loss' });
  await tabTo(page, editLoss);
  await page.keyboard.press('Enter');
  await expectFocus(loss);
  await next();
  await expectFocus(editLoss);
  await tabTo(page, wizard.getByRole('checkbox', { name: /I agree with the/ }));
  await page.keyboard.press('Space');
  const ok = wizard.getByRole('button', { name: 'Ok' });
  await tabTo(page, ok);
  await page.keyboard.press('Enter');
  const acknowledge = page.getByRole('dialog', { name: 'Before you submit' });
  // Escape closes the dialog and gives the focus back to Ok, where it opened.
  await expect(acknowledge).toBeVisible();
  // It opens on its first control, the first acknowledgement.
  await expectFocus(acknowledge.getByRole('checkbox').first());
  await page.keyboard.press('Escape');
  await expect(acknowledge).toBeHidden();
  await expectFocus(ok);
  await page.keyboard.press('Enter');
  for (const box of await acknowledge.getByRole('checkbox').all()) {
    await tabTo(page, box);
    await page.keyboard.press('Space');
  }
  await tabTo(page, acknowledge.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(wizard.getByText(/^Claim number CLM-\d{7}$/)).toBeVisible();
  await screenshot(page, 'claim-keyboard-result');
});
