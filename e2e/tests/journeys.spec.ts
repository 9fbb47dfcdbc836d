import { expect, type Page } from '@playwright/test';
import { MESSAGES } from '@lease/contract';
import {
  DEMO_PASSWORD,
  expectAccessible,
  screenshot,
  signInWithApi,
  useStoredSession,
  waitForPageLoaded,
} from './helpers';
import { test } from './test';

/** A copy of a real token whose `exp` has passed: the portal must treat the session as ended. */
function expired(token: string): string {
  const [head, body, sig] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
  const past = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }));
  return `${head}.${past.toString('base64url')}.${sig}`;
}

async function signInAgain(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('no dead ends', () => {
  test('after an expired session, signing in returns to the page the user was on', async ({
    page,
    request,
  }) => {
    const session = await signInWithApi(request, 'landlord@demo.test');
    await useStoredSession(page, { token: expired(session.token), user: session.user });
    await page.goto('/dashboard/user/treeview');
    // The URL, not a load event: the sign-in page may be reached by a second navigation that aborts the first.
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    await expect(page.getByTestId('session-ended')).toHaveText(
      'Your session ended. Sign in again to return to the page you were on.',
    );
    await expectAccessible(page);
    await screenshot(page, 'journey-session-ended');
    await signInAgain(page, 'landlord@demo.test');
    await page.waitForURL('**/dashboard/user/treeview');
    await waitForPageLoaded(page);
    await expect(page.getByRole('heading', { name: 'Tree View', level: 1 })).toBeVisible();
    // The place is used once: the next sign-in starts at the dashboard.
    expect(await page.evaluate(() => sessionStorage.getItem('session-ended-at'))).toBeNull();
  });

  test('after a session revoked on the server, signing in returns there too', async ({ page, request }) => {
    const session = await signInWithApi(request, 'vp@demo.test');
    await useStoredSession(page, session);
    await page.goto('/dashboard/property/buildings');
    await waitForPageLoaded(page);
    const out = await request.post('/api/auth/logout', { headers: { authorization: session.token } });
    expect(out.status()).toBe(200);
    // The grid's next call meets the revoked token.
    await page.getByLabel('Search by name or city').fill('a');
    // The URL, not a load event: the sign-in page may be reached by a second navigation that aborts the first.
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    await expect(page.getByTestId('session-ended')).toBeVisible();
    await signInAgain(page, 'vp@demo.test');
    await page.waitForURL('**/dashboard/property/buildings');
  });

  test('a plain sign-in without an ended session shows no note and lands on the dashboard', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(page.getByTestId('session-ended')).toHaveCount(0);
    await signInAgain(page, 'rm@demo.test');
    await page.waitForURL('**/dashboard');
  });

  test('the sign-in page shows its form before its script runs, and keeps what was typed there', async ({
    page,
  }) => {
    // Hold back the page's script: what shows meanwhile is the prerendered HTML with its styles.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/login-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    await page.getByLabel('Email').fill('rm@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    release();
    await waitForPageLoaded(page);
    // Hydrated without a mismatch, and with what was typed before.
    expect(errors).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/dashboard');
  });

  test('a wrong password leaves its message beside the form', async ({ page }) => {
    await page.goto('/login');
    await signInAgain(page, 'pm2@demo.test', 'not-the-password-1!');
    const inline = page.getByTestId('signin-failure');
    await expect(inline).toHaveText(MESSAGES.signInFailed);
    // Still there well after the 2-second toast has gone.
    await page.waitForTimeout(2_500);
    await expect(inline).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'journey-wrong-password');
  });

  test('a page the role may not use shows one clear no-access state', async ({ page, request }) => {
    await useStoredSession(page, await signInWithApi(request, 'pm@demo.test'));
    await page.goto('/dashboard/landlord-invite');
    await waitForPageLoaded(page);
    await expect(page.getByTestId('no-access')).toContainText('This page is not available to your role');
    const main = page.getByRole('main');
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await expect(main.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go To Dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });

  test('the dashboard home links to pages that open, and breadcrumbs speak in titles', async ({
    page,
    request,
  }) => {
    // One page load per card: on a loaded CI machine the walk passes the default 60 s.
    test.setTimeout(150_000);
    await useStoredSession(page, await signInWithApi(request, 'admin@demo.test'));
    await page.goto('/dashboard');
    await waitForPageLoaded(page);
    const cards = page.getByRole('list', { name: 'Pages' }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      await page.goto(href ?? '');
      await waitForPageLoaded(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/dashboard/user/multi-site');
    await expect(page.getByTestId('breadcrumb')).toHaveText(
      /You are here:\s*Dashboard\s*\/\s*User\s*\/\s*Multi-Site/,
    );
    await page.goto('/dashboard/invoice');
    await expect(page.getByTestId('breadcrumb')).toHaveText(/You are here:\s*Dashboard\s*\/\s*Invoice/);
    await expectAccessible(page);
  });

  test('on a phone the search is reachable, and the user card shows the whole name on hover', async ({
    browser,
    request,
  }) => {
    const session = await signInWithApi(request, 'admin@demo.test');
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await phoneContext.newPage();
    await useStoredSession(phone, session);
    await phone.goto('/dashboard');
    await waitForPageLoaded(phone);
    // The full search box loads on first touch; held back here, the Enter typed before it arrives
    // must still lead to the page, as on a slow phone.
    await phone.route('**/assets/SearchUi-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await phone.getByRole('button', { name: 'Search UI' }).click();
    await phone.getByRole('combobox', { name: 'Search UI' }).fill('Build');
    await phone.keyboard.press('Enter');
    await phone.waitForURL('**/dashboard/property/buildings');
    await expectAccessible(phone);
    await screenshot(phone, 'journey-phone-buildings');
    await phoneContext.close();

    const deskContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const desk = await deskContext.newPage();
    await useStoredSession(desk, session);
    await desk.goto('/dashboard');
    await waitForPageLoaded(desk);
    await desk.getByTestId('sidebar-user').hover();
    await expect(desk.getByRole('tooltip')).toContainText(session.user.name);
    await deskContext.close();
  });
});
