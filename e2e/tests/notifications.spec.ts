import { expect, type Browser, type Page } from '@playwright/test';
import { expectAccessible, screenshot, signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

/**
 * Issue 13 end to end, in two browsers at once: a pm asks for a building; the landlord's bell counts it
 * without a reload; the landlord accepts; the pm's bell and its To page update by themselves and the pm
 * sees the building. Then a second request is declined and deleted, each with its fixed text.
 */
// Two browsers and a server on a shared machine: each journey gets more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 150_000 });
// Two windows at once: neither may have its timers slowed as a background page.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
    ],
  },
});

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useStoredSession(page, await signInWithApi(page.request, email));
  return page;
}

const bell = (page: Page, count?: number) =>
  page.getByRole('button', { name: count ? `Notifications, ${count} active` : 'Notifications', exact: true });

/** Asks for the first building the pm may ask for, from the To page's dialog; answers its name. */
async function askForABuilding(pm: Page): Promise<string> {
  await pm.getByRole('button', { name: 'Request access' }).click();
  const dialog = pm.getByRole('dialog', { name: 'Request access' });
  await dialog.getByLabel('Buildings').click();
  const option = pm.getByRole('option').first();
  const name = ((await option.textContent()) ?? '').split(' · ')[0]!.trim();
  await option.click();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(pm.getByText('Your request was sent.')).toBeVisible();
  return name;
}

test('a pm asks for a building, the landlord accepts, both see it happen without a reload', async ({
  browser,
}) => {
  const landlord = await signedIn(browser, 'landlord@demo.test');
  const pm = await signedIn(browser, 'pm@demo.test');
  await landlord.goto('/dashboard');
  await waitForPageLoaded(landlord);
  await expect(bell(landlord)).toBeVisible();
  await pm.goto('/dashboard/notification/to');
  await waitForPageLoaded(pm);
  await expectAccessible(pm);

  const building = await askForABuilding(pm);
  await expect(pm.getByRole('table', { name: 'Requests you sent' }).getByText('Pending')).toBeVisible();

  // The landlord's bell counts the request, pushed over the channel: no reload, no polling.
  await expect(bell(landlord, 1)).toBeVisible();
  await screenshot(landlord, 'notifications-landlord-bell');
  await bell(landlord, 1).click();
  await landlord.getByRole('menuitem', { name: /Access to 1 building: Pending/ }).click();
  await landlord.waitForURL('**/dashboard/notification/from');
  await waitForPageLoaded(landlord);
  await expectAccessible(landlord);
  await screenshot(landlord, 'notifications-from');
  await landlord.getByRole('button', { name: 'Accept the request of pm@demo.test' }).click();
  await expect(landlord.getByText('Accept Success!')).toBeVisible();
  await expect(bell(landlord)).toBeVisible();

  // The pm's To page shows the answer as it arrives; having been seen there, it leaves the bell.
  const sent = pm.getByRole('table', { name: 'Requests you sent' });
  await expect(sent.getByText('Accepted')).toBeVisible();
  await screenshot(pm, 'notifications-to-accepted');
  await expect(bell(pm)).toBeVisible();

  await pm.goto('/dashboard/property/buildings');
  await waitForPageLoaded(pm);
  await pm.getByLabel('Search by name or city').fill(building);
  await expect(pm.getByRole('table').getByText(building, { exact: true })).toBeVisible();
  await Promise.all([landlord.context().close(), pm.context().close()]);
});

test('a request declined and then deleted, each with its fixed text', async ({ browser }) => {
  const landlord = await signedIn(browser, 'landlord@demo.test');
  const pm = await signedIn(browser, 'pm@demo.test');
  await landlord.goto('/dashboard/notification/from');
  await expect(landlord.getByRole('heading', { name: 'Notification From' })).toBeVisible();
  await pm.goto('/dashboard/notification/to');
  await expect(pm.getByRole('heading', { name: 'Notification To' })).toBeVisible();

  await askForABuilding(pm);
  const decline = landlord.getByRole('button', { name: 'Decline the request of pm@demo.test' });
  await expect(decline).toBeVisible();
  await decline.click();
  await expect(landlord.getByText('Decline Successful!')).toBeVisible();
  await expect(pm.getByRole('table', { name: 'Requests you sent' }).getByText('Declined')).toBeVisible();

  await landlord.getByRole('button', { name: 'Delete this notification' }).first().click();
  await landlord.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(landlord.getByText('Delete Successful!')).toBeVisible();
  await screenshot(landlord, 'notifications-deleted');
  await Promise.all([landlord.context().close(), pm.context().close()]);
});

test('the bell asks for its notifications once a page load, after the channel opens', async ({ browser }) => {
  const page = await signedIn(browser, 'landlord@demo.test');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/notification') asked.push(r.url());
  });
  await page.goto('/dashboard');
  await waitForPageLoaded(page);
  await expect(bell(page)).toBeVisible();
  // Past the wait after which the bell would ask without the channel: still one request.
  await expect.poll(() => asked.length).toBe(1);
  await page.waitForTimeout(2500);
  // A page opened from the dashboard's cards: the shell, its channel and its bell stay.
  await page.getByRole('list', { name: 'Pages' }).getByRole('link').first().click();
  await page.waitForURL((url) => url.pathname !== '/dashboard');
  await waitForPageLoaded(page);
  expect(asked).toHaveLength(1);
  await page.context().close();
});
