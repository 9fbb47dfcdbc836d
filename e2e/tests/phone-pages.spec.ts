import { expect, type Page } from '@playwright/test';
import {
  expectAccessible,
  expectToast,
  screenshot,
  signInWithApi,
  useStoredSession,
  waitForPageLoaded,
  watchToasts,
} from './helpers';
import { test } from './test';

/**
 * Issue #33, the phone's other lists: cards chosen for the page's actions (flagged cancellations, the
 * buildings an invite grants), the invites sent, and the claims desk. The desktop table is not fetched, nothing
 * scrolls sideways.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function openAsPhone(page: Page, email: string, path: string): Promise<string[]> {
  await useStoredSession(page, await signInWithApi(page.request, email));
  await watchToasts(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(path);
  await waitForPageLoaded(page);
  return scripts;
}

async function expectPhoneShaped(page: Page, scripts: string[]): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
  expect(scripts.filter((s) => /\/table-/.test(s))).toEqual([]);
}

const cards = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('listitem');

test('flagged cancellations on a phone: two cards chosen, their flags dismissed', async ({ page }) => {
  const scripts = await openAsPhone(page, 'landlord@demo.test', '/dashboard/property/cancel-policies');
  const list = cards(page, 'Flagged Cancellations');
  await expect(list.first()).toBeVisible();
  const before = await page.getByText(/^\d+ of [\d,]+ records?$/).innerText();
  const dismiss = page.getByRole('button', { name: 'Dismiss Flags' });
  await expect(dismiss).toBeDisabled();

  const chosen = [list.nth(0), list.nth(1)];
  const riders: string[] = [];
  for (const card of chosen) {
    riders.push(/Rider (\S+)/.exec(await card.innerText())![1]!);
    await card.getByRole('checkbox', { name: /^Choose / }).check();
  }
  await expect(dismiss).toBeEnabled();
  await expectAccessible(page);
  await screenshot(page, 'phone-flagged-chosen');

  await dismiss.click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss 2 flags', exact: true });
  for (const rider of riders) await expect(dialog).toContainText(rider);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Both leases were renewed.');
  await dialog.getByRole('button', { name: 'Dismiss', exact: true }).click();
  await expect(dialog).toBeHidden();
  for (const rider of riders) await expect(list.filter({ hasText: `Rider ${rider} ` })).toHaveCount(0);
  await expect(page.getByText(/^\d+ of [\d,]+ records?$/)).not.toHaveText(before);
  await expect(dismiss).toBeDisabled();
  await expectPhoneShaped(page, scripts);
});

test('a landlord invites a pm on a phone: buildings chosen on cards, the invite listed with its resend', async ({
  page,
}) => {
  const scripts = await openAsPhone(page, 'landlord@demo.test', '/dashboard/invite-user');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Property', exact: true }).click();
  const buildings = cards(page, 'Buildings to grant');
  await expect(buildings.first()).toBeVisible();
  const names = [
    (await buildings.nth(0).getAttribute('aria-label'))!,
    (await buildings.nth(1).getAttribute('aria-label'))!,
  ];
  // One by its checkbox, one by a tap on its card.
  await page.getByRole('checkbox', { name: `Choose ${names[0]}` }).check();
  await buildings.nth(1).getByText(names[1]!, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: `Choose ${names[1]}` })).toBeChecked();
  await expect(page.getByText('Buildings to grant (2 chosen)')).toBeVisible();
  // A search narrows the cards and keeps what was chosen.
  await page.getByLabel('Search buildings').fill(names[1]!);
  await expect(buildings).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: `Choose ${names[1]}` })).toBeChecked();
  await page.getByLabel('Search buildings').fill('');
  await expect(page.getByText('Buildings to grant (2 chosen)')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'phone-invite-user');

  const email = `phone-pm-${Date.now()}@e2e.test`;
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expectToast(page, `An invite was sent to ${email}.`);
  await expect(page.getByText('Buildings to grant (0 chosen)')).toBeVisible();
  const invite = cards(page, 'Property invites').filter({ hasText: email });
  await expect(invite).toContainText('Property · 2 buildings');
  await invite.getByRole('button', { name: `Resend the invite to ${email}` }).click();
  // Moments after the first mail, the resend says the link still works rather than mail it again.
  await expectToast(page, `An invite was e-mailed to ${email} moments ago; its link still works.`);
  await screenshot(page, 'phone-invite-user-sent');
  await expectPhoneShaped(page, scripts);
});

test("the admin's landlord invites on a phone", async ({ page }) => {
  const scripts = await openAsPhone(page, 'admin@demo.test', '/dashboard/landlord-invite');
  const email = `phone-owner-${Date.now()}@e2e.test`;
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Landlord name' }).fill('Pocket Rentals');
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expectToast(page, `An invite was sent to ${email}.`);
  const invite = cards(page, 'Pending landlord invites').filter({ hasText: email });
  await expect(invite).toContainText('Pocket Rentals');
  await expect(invite.getByRole('button', { name: `Resend the invite to ${email}` })).toBeVisible();
  await page.getByRole('button', { name: /^Sort: / }).click();
  await page.getByRole('menuitem', { name: 'Email, A to Z' }).click();
  const titles = await cards(page, 'Pending landlord invites').evaluateAll((items) =>
    items.map((i) => i.getAttribute('aria-label') ?? ''),
  );
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  await expectAccessible(page);
  await screenshot(page, 'phone-landlord-invite');
  await expectPhoneShaped(page, scripts);
});

test('the claims desk on a phone: a card per undecided claim, a tap opens it below', async ({ page }) => {
  const scripts = await openAsPhone(page, 'admin@demo.test', '/dashboard/property/claims-desk');
  const list = cards(page, 'Undecided claims');
  await expect(list.first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Undecided claims' })).toHaveCount(0);
  const first = (await list.first().getAttribute('aria-label'))!;
  await expect(list.first()).toContainText(/payout \$/);
  await expect(list.first()).toContainText('Missing papers:');
  await expectAccessible(page);
  await screenshot(page, 'phone-desk');

  await list.first().getByRole('button', { name: first, exact: true }).click();
  const claim = page.getByRole('region', { name: `Claim ${first}` });
  await expect(claim).toBeInViewport();
  await expect(claim.getByRole('button', { name: /^Approve / })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'phone-desk-claim');
  await expectPhoneShaped(page, scripts);
});
