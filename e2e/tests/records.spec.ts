import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectAccessible, screenshot, signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

/** Issue 13: the e-mail records and the Active Log, as their users meet them. */
async function as(page: Page, email: string): Promise<void> {
  await useStoredSession(page, await signInWithApi(page.request, email));
}

test('a landlord writes to its pm, finds the message, and deletes its record', async ({ page }) => {
  await as(page, 'landlord@demo.test');
  await page.goto('/dashboard/email');
  await waitForPageLoaded(page);
  await page.getByRole('button', { name: 'Compose' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  const send = dialog.getByRole('button', { name: 'Send' });
  await dialog.getByLabel('To').fill('pm@demo.test');
  // §5: Send needs both to and subject.
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Subject').fill('Keys for building 4');
  await dialog.getByLabel('Message').fill('They are at the front desk.');
  await send.click();
  await expect(page.getByText('Your message was sent.')).toBeVisible();
  await page.getByLabel('Search by address or subject').fill('Keys for building 4');
  await expect(page.getByRole('table').getByText('Keys for building 4')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'email-records');
  await page.getByRole('button', { name: 'Delete Keys for building 4' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Delete Success', { exact: true })).toBeVisible();
});

test('an admin reads the Active Log, filtered by action', async ({ page }) => {
  await as(page, 'admin@demo.test');
  await page.goto('/dashboard/active-log');
  await waitForPageLoaded(page);
  await page.getByLabel('Action').fill('auth.signin');
  await expect(page.getByRole('table').getByText('auth.signin').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'active-log');

  // The export is the server's CSV of every row the filter selects, not the page on screen.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('active-log.csv');
  const lines = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('When,Who,Name,API Key,What,Subject,Subject Id,Subject Name,From Address');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.split(',')[4]?.startsWith('auth.signin'))).toBe(true);
});
