import { expect, type Locator, type Page } from '@playwright/test';
import { SPEC_TEXTS } from '../../packages/contract/src/spec-texts.fixture';
import { openClaimWizardOn, unclaimedPolicy, usDate } from './claim-helpers';
import { expectAccessible, screenshot, signInWithApi, useStoredSession } from './helpers';
import { test } from './test';

/** Issue 25, item 4: the readiness panel ticks a paper only for a file said to be it; the admin sees the same. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The checklist as it reads: each paper with its mark, then the count line. */
async function checklist(scope: Locator) {
  const list = scope.getByRole('list', { name: 'Papers for this claim' });
  const items = await list.getByRole('listitem').all();
  return Promise.all(
    items.map(async (item) => {
      const ticked = await item.getByLabel('Attached').count();
      return `${ticked ? '✓' : '○'} ${(await item.textContent())?.trim()}`;
    }),
  );
}

const NAMED = [
  '✓ Signed lease',
  '✓ Resident ledger showing the unpaid rent',
  '○ Move-out inspection report',
  '✓ Photos of the damage',
  '○ Repair invoices or estimates',
];

/** Screenshots at desktop and phone size, each with `targets` scrolled into view in turn; axe at both. */
async function shootBoth(page: Page, name: string, targets: Locator[]) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const [i, target] of targets.entries()) {
      await target.scrollIntoViewIfNeeded();
      await screenshot(page, `${name}-${size}-${i + 1}`);
    }
    await expectAccessible(page);
  }
  await page.setViewportSize(DESKTOP);
}

test('the panel ticks only the papers a file is said to be, and the admin reads the same checklist', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  const session = await signInWithApi(page.request, 'landlord@demo.test');
  await useStoredSession(page, session);
  const rider = (await unclaimedPolicy(page.request, session.token)).rider_id;
  const wizard = await openClaimWizardOn(page, rider);
  const next = () => wizard.getByRole('button', { name: 'Next' }).click();
  await next();

  for (const input of await wizard.getByLabel(/^Date of Birth of/).all()) {
    if (!(await input.inputValue())) await input.fill('04/12/1990');
  }
  await wizard.getByRole('checkbox', { name: SPEC_TEXTS.birthdayConfirm.text }).check();
  await next();

  // A Damages claim: it needs the move-out inspection, photos and repair invoices besides the lease and ledger.
  await wizard.getByRole('checkbox', { name: 'Damages' }).check();
  await wizard.getByRole('checkbox', { name: 'Trash' }).check();
  await wizard.getByRole('checkbox', { name: 'Wall/Ceilings' }).check();
  await wizard
    .getByRole('radiogroup', { name: /payment agreement/ })
    .getByLabel('No')
    .check();
  await wizard.getByLabel('Security deposit amount on hand').fill('900');
  await next();

  await wizard.getByLabel('Date of Loss').fill(usDate(day(-20)));
  await wizard.getByRole('radiogroup', { name: 'Have you filed for eviction?' }).getByLabel('No').check();
  await next();
  await wizard.getByLabel('Name').fill('Pat Claims');
  await wizard.getByLabel('Title').fill('Property Manager');
  await wizard.getByLabel('Email').fill('pat.claims@demo.test');
  await wizard.getByLabel('Phone').fill('2125550100');
  await next();
  await wizard.getByLabel('Payee').fill('Demo Property LLC');
  await wizard.getByLabel('Check receipt email.').fill('accounting@demo.test');
  await next();

  // Step 6: a lease, a ledger and three other files, none said to be anything yet: three papers missing.
  await page.getByTestId('leaseFile-input').setInputFiles(pdf('lease.pdf'));
  await page.getByTestId('ledgerFile-input').setInputFiles(pdf('ledger.pdf'));
  await page
    .getByTestId('otherFiles-input')
    .setInputFiles([pdf('IMG_0042.pdf'), pdf('scan-2.pdf'), pdf('notes.pdf')]);
  await expect(wizard.getByRole('list', { name: 'Other Documents files' })).toContainText('notes.pdf');
  expect(await checklist(wizard)).toEqual([
    '✓ Signed lease',
    '✓ Resident ledger showing the unpaid rent',
    '○ Move-out inspection report',
    '○ Photos of the damage',
    '○ Repair invoices or estimates',
  ]);
  await expect(wizard.getByText('3 papers are not attached yet.')).toBeVisible();

  // The filer says the first is the photos, by keyboard: the select is reached with Tab and labelled.
  const kind = wizard.getByRole('combobox', { name: 'What IMG_0042.pdf is' });
  await expect(kind).toHaveValue('other');
  await expect(kind.locator('option')).toHaveText([
    'Move-out inspection report',
    'Photos of the damage',
    'Repair invoices or estimates',
    'Other',
  ]);
  await wizard.getByRole('button', { name: 'Choose Other Documents files' }).focus();
  await page.keyboard.press('Tab');
  await expect(kind).toBeFocused();
  await kind.selectOption('damagePhotos');
  expect(await checklist(wizard)).toEqual(NAMED);
  await expect(wizard.getByText('2 papers are not attached yet.')).toBeVisible();
  await shootBoth(page, 'claim-readiness-documents', [
    wizard.getByRole('combobox', { name: 'What notes.pdf is' }),
    wizard.getByText('2 papers are not attached yet.'),
  ]);
  await next();

  await wizard.getByLabel('Additional Comments').fill('Holes in two walls and trash left behind.');
  await next();

  // The review's panel: the same ticks, and the coverage-versus-claimed figures still there.
  await expect(wizard.getByRole('heading', { name: 'Claim readiness' })).toBeVisible();
  expect(await checklist(wizard)).toEqual(NAMED);
  await expect(wizard.getByText('2 papers are not attached yet.')).toBeVisible();
  await expect(wizard.getByText('IMG_0042.pdf (Photos of the damage), scan-2.pdf, notes.pdf')).toBeVisible();
  await expect(wizard.getByText(/^Coverage limit: \$/)).toBeVisible();
  await expect(wizard.getByText(/The security deposit on hand \(\$900/)).toBeVisible();
  await wizard.getByRole('checkbox', { name: /I agree with the/ }).check();
  await wizard.getByRole('button', { name: 'Ok' }).click();
  const acknowledge = page.getByRole('dialog', { name: 'Before you submit' });
  for (const box of await acknowledge.getByRole('checkbox').all()) await box.check();
  await acknowledge.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard.getByText(/^Claim number CLM-\d{7}$/)).toBeVisible();
  const claim = /CLM-\d{7}/.exec((await wizard.getByText(/^Claim number/).textContent()) ?? '')![0];

  // The admin opens the claim: the same checklist, each file named by what it was said to be.
  const admin = await signInWithApi(page.request, 'admin@demo.test');
  const found = await page.request.get(`/api/property/claim?q=${claim}`, {
    headers: { authorization: admin.token },
  });
  const id = ((await found.json()) as { data: { rows: { id: string; name: string }[] } }).data.rows.find(
    (r) => r.name === claim,
  )!.id;
  const context = await page.context().browser()!.newContext({ viewport: DESKTOP });
  const adminPage = await context.newPage();
  await useStoredSession(adminPage, admin);
  await adminPage.goto(`/dashboard/property/claims?claim=${id}`);
  const dialog = adminPage.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Claim ${claim}` })).toBeVisible({ timeout: 60_000 });
  expect(await checklist(dialog)).toEqual(NAMED);
  await expect(dialog.getByText('2 papers are not attached yet.')).toBeVisible();
  const files = dialog.getByRole('list', { name: 'Claim files' });
  await expect(files.getByRole('listitem').filter({ hasText: 'IMG_0042.pdf' })).toContainText(
    'Photos of the damage',
  );
  await expect(files.getByRole('listitem').filter({ hasText: 'notes.pdf' })).toContainText('Other document');
  await shootBoth(adminPage, 'claim-readiness-admin-dialog', [
    dialog.getByText('2 papers are not attached yet.'),
    files.getByRole('listitem').filter({ hasText: 'notes.pdf' }),
  ]);
  await context.close();
});
