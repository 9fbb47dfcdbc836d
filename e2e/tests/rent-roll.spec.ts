import { expect, type Page } from '@playwright/test';
import { expectAccessible, screenshot, signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

/** Issue #26 item 3: a landlord imports a rent roll exported from its PMS, then imports it again. */
const ROWS = 1000;
const BAD = 3;

async function rentRoll(page: Page, token: string): Promise<Buffer> {
  const res = await page.request.get('/api/property/buildings?pageSize=200', {
    headers: { authorization: token },
  });
  const names = ((await res.json()) as { data: { rows: { name: string }[] } }).data.rows.map((b) => b.name);
  // Yardi's rent-roll columns; the page guesses each field from them.
  const lines = ['Property,Unit,Resident,Lease From,Lease To,Actual Rent,Deposit,Status'];
  for (let i = 0; i < ROWS - BAD; i++) {
    const name = names[i % names.length]!;
    lines.push(
      `"${name}",E2E-${i + 1},"Doe, Jane",01/01/2026,12/31/2026,"$1,${String(100 + (i % 900)).padStart(3, '0')}.00",1500,Current`,
    );
  }
  lines.push(`Nowhere Towers,E2E-X1,Ann Lee,01/01/2026,12/31/2026,1200,,Current`);
  lines.push(`"${names[0]}",E2E-X2,Ann Lee,02/30/2026,12/31/2026,1200,,Current`);
  lines.push(`"${names[0]}",E2E-X3,Ann Lee,06/01/2026,01/31/2026,1200,,Current`);
  return Buffer.from(lines.join('\r\n'));
}

async function importOnce(page: Page, file: Buffer, result: string, shot: string) {
  // The landlord imports buildings and rent rolls: one Import button with the two choices.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('menuitem', { name: /^Rent roll/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a rent roll' });
  // Before any file: the columns it reads, and a template.
  await expect(dialog.getByTestId('rent-roll-columns')).toContainText('Lease start (required)');
  await expect(dialog.getByRole('button', { name: 'Download a template' })).toBeVisible();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'rent-roll.csv', mimeType: 'text/csv', buffer: file });
  // Every column guessed from the export's headers.
  await expect(dialog.getByLabel('Monthly rent')).toContainText('Actual Rent');
  await expect(dialog.getByLabel('Lease start')).toContainText('Lease From');
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expect(dialog.getByText(`${ROWS - BAD} of ${ROWS} rows are ready to import.`)).toBeVisible();
  const problems = dialog.getByRole('table', { name: 'Rent-roll problems' });
  await expect(problems.getByText('Unknown property "Nowhere Towers"', { exact: false })).toBeVisible();
  await expect(problems.getByText('Lease start "02/30/2026" is not a date', { exact: false })).toBeVisible();
  await expect(problems.getByText('Lease end is before lease start')).toBeVisible();
  await screenshot(page, `${shot}-preview`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: `Import ${ROWS - BAD} rows` }).click();
  await expect(dialog.getByRole('status')).toHaveText(result, { timeout: 60_000 });
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  // Done: the import cannot be sent twice from here.
  await expect(dialog.getByRole('button', { name: /^Import/ })).toHaveCount(0);
  await screenshot(page, `${shot}-done`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test('a landlord previews a 1,000-row rent roll, imports it, and imports it again with no change', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const session = await signInWithApi(page.request, 'landlord@demo.test');
  await useStoredSession(page, session);
  const file = await rentRoll(page, session.token);
  await page.goto('/dashboard/property/buildings');
  await waitForPageLoaded(page);
  await importOnce(
    page,
    file,
    `Import finished: ${ROWS - BAD} created, 0 updated, 0 unchanged, ${BAD} skipped.`,
    'rent-roll',
  );
  await importOnce(
    page,
    file,
    `Import finished: 0 created, 0 updated, ${ROWS - BAD} unchanged, ${BAD} skipped.`,
    'rent-roll-again',
  );
});

test('the rent-roll dialog on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const session = await signInWithApi(page.request, 'vp@demo.test');
  await useStoredSession(page, session);
  await page.goto('/dashboard/property/buildings');
  await waitForPageLoaded(page);
  // The vp imports rent rolls but not buildings: the toolbar has the one button.
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await screenshot(page, 'rent-roll-phone-page');
  await page.getByRole('button', { name: 'Import rent roll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a rent roll' });
  const csv =
    'Property Name,Unit,Tenant,Lease From,Lease To,Rent,Deposit,Status\r\nNowhere,1,A B,2026-01-01,2026-12-31,900,,Past\r\n';
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'appfolio.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByLabel('Property')).toContainText('Property Name');
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expect(dialog.getByText('0 of 1 rows are ready to import.')).toBeVisible();
  await screenshot(page, 'rent-roll-phone');
  await expectAccessible(page);
});
