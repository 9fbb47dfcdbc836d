import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  openClaimWizardOn,
  shootBoth,
  submitFromReview,
  tenantDefaultAnswers,
  unclaimedPolicy,
  papersToReview,
  usDate,
  wizardToPapers,
  wizardToTypeStep,
} from './claim-helpers';
import { signInWithApi, useStoredSession } from './helpers';
import { test } from './test';

/** Issue #32 item 1: a ledger uploaded as CSV or XLSX pre-fills the statement; a PDF does not. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const firstOfMonthBefore = (iso: string) => {
  const d = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function choose(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('ledger-prefill-input').setInputFiles(file);
}

const amounts = (wizard: Locator) => wizard.getByLabel(/^Line \d+ amount$/);

test('a landlord pre-fills the statement from a CSV and an XLSX ledger; a PDF leaves the lines', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'ledger-'));
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    const session = await signInWithApi(page.request, 'landlord@demo.test');
    await useStoredSession(page, session);
    const rider = (await unclaimedPolicy(page.request, session.token)).rider_id;
    const wizard = await openClaimWizardOn(page, rider);
    await wizardToTypeStep(wizard);
    const loss = day(-20);
    const month = loss.slice(0, 7);
    const before = firstOfMonthBefore(loss);
    await tenantDefaultAnswers(wizard, '500');

    // A line typed by hand, kept through all that follows until the filer chooses to replace it.
    await wizard.getByRole('button', { name: 'Add a line' }).click();
    await wizard.getByLabel('Line 1 kind').click();
    await page.getByRole('option', { name: 'Other (utilities, cleaning)' }).click();
    await wizard.getByLabel('Line 1 amount').fill('40');
    await wizard.getByLabel('Line 1 description').fill('Water bill, typed');

    // A PDF ledger cannot be read: the lines stay as typed.
    await choose(page, {
      name: 'ledger.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(wizard.getByText(/We cannot read a PDF ledger: your lines are unchanged/)).toBeVisible();
    await expect(amounts(wizard)).toHaveCount(1);
    await expect(wizard.getByLabel('Line 1 amount')).toHaveValue('$40');

    // A CSV (quoted fields, a title row): the guess shown, the lines previewed, added to the typed one.
    const csv = join(dir, 'ledger.csv');
    writeFileSync(
      csv,
      [
        'Resident ledger,"Unit 4B, Pat Doe"',
        'Trans Date,Memo,Debit,Credit,Balance',
        `${usDate(before)},Rent,"2,000.00",,2000`,
        `${usDate(before)},"Payment, check #101",,"2,000.00",0`,
        `${usDate(`${month}-01`)},Rent,"2,000.00",,2000`,
        `${usDate(`${month}-05`)},Late fee,75.00,,2075`,
        `${usDate(`${month}-06`)},Partial payment,,500.00,1575`,
      ].join('\r\n'),
    );
    await choose(page, csv);
    const dialog = page.getByRole('dialog', { name: 'Pre-fill from ledger.csv' });
    await expect(dialog.getByRole('combobox', { name: 'Date column' })).toHaveText('Trans Date');
    await expect(dialog.getByRole('combobox', { name: 'Description column' })).toHaveText('Memo');
    await expect(dialog.getByRole('combobox', { name: 'Charge (or signed amount) column' })).toHaveText(
      'Debit',
    );
    await expect(dialog.getByRole('combobox', { name: 'Payment column' })).toHaveText('Credit');
    const preview = dialog.getByRole('table', { name: 'Lines from the ledger' });
    await expect(preview.getByRole('row')).toHaveCount(3);
    await expect(preview.getByRole('row').nth(1)).toContainText(
      `Unpaid rent${month}$1,500Rent ${month}: $2,000.00 charged, $500.00 paid`,
    );
    await expect(preview.getByRole('row').nth(2)).toContainText('Late fees and penalties$75Late fee');
    await expect(dialog.getByRole('radio', { name: 'Add these to the lines you typed' })).toBeChecked();
    await shootBoth(page, 'claim-ledger-csv', dialog.getByRole('button', { name: 'Use these lines' }));
    // Cancel changes nothing; chosen again and confirmed, the lines are added after the typed one.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(amounts(wizard)).toHaveCount(1);
    await choose(page, csv);
    await dialog.getByRole('button', { name: 'Use these lines' }).click();
    await expect(amounts(wizard)).toHaveCount(3);
    await expect(wizard.getByLabel('Line 1 description')).toHaveValue('Water bill, typed');
    await expect(wizard.getByLabel('Line 2 month')).toHaveValue(month);
    await expect(wizard.getByText('Total claimed: $1,615')).toBeVisible();

    // An XLSX with date cells and one signed amount column whose date header we cannot guess: the filer
    // picks the date column, and these lines replace the others.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ledger');
    sheet.addRows([
      ['Txn', 'Details', 'Amount'],
      [utc(before), 'Rent', 2000],
      [utc(before), 'Payment', -2000],
      [utc(`${month}-01`), 'Rent', 2000],
      [utc(`${month}-05`), 'Late fee', 75],
      [utc(`${month}-06`), 'Payment', -500],
      [utc(`${month}-09`), 'Carpet repair', 300],
      [utc(`${month}-09`), 'Move-out cleaning', 100],
    ]);
    sheet.getColumn(1).numFmt = 'mm/dd/yyyy';
    const xlsx = join(dir, 'ledger.xlsx');
    await workbook.xlsx.writeFile(xlsx);
    await choose(page, xlsx);
    const sheetDialog = page.getByRole('dialog', { name: 'Pre-fill from ledger.xlsx' });
    await expect(sheetDialog.getByRole('combobox', { name: 'Date column' })).toHaveText('None');
    await expect(sheetDialog.getByText(/2 rent charges have no date we can read/)).toBeVisible();
    await sheetDialog.getByRole('combobox', { name: 'Date column' }).click();
    await page.getByRole('option', { name: 'Txn' }).click();
    const sheetPreview = sheetDialog.getByRole('table', { name: 'Lines from the ledger' });
    await expect(sheetPreview.getByRole('row')).toHaveCount(5);
    await sheetDialog.getByRole('radio', { name: 'Replace the lines you typed' }).check();
    await shootBoth(page, 'claim-ledger-xlsx', sheetDialog.getByRole('button', { name: 'Use these lines' }));
    await sheetDialog.getByRole('button', { name: 'Use these lines' }).click();
    await expect(amounts(wizard)).toHaveCount(4);
    await expect(wizard.getByText('Total claimed: $1,975')).toBeVisible();

    // The Review: the deposit (500) takes the damages and cleaning (400), then 100 of the rent; the late
    // fee is not covered.
    // The same XLSX as the ledger paper offers the pre-fill again; cancelled, the lines stay.
    await wizardToPapers(wizard, loss);
    await page.getByTestId('ledgerFile-input').setInputFiles(xlsx);
    await wizard.getByRole('button', { name: 'Pre-fill the statement' }).click();
    await expect(sheetDialog.getByRole('table', { name: 'Lines from the ledger' })).toBeVisible();
    await sheetDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheetDialog).toBeHidden();
    await papersToReview(page, wizard, xlsx);
    const estimate = wizard.getByRole('heading', { name: /^What we expect to pay: \$1,400$/ });
    await expect(estimate).toBeVisible();
    await expect(wizard.getByRole('table', { name: 'Payout by line' }).getByRole('row')).toHaveCount(5);
    await submitFromReview(page, wizard);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
