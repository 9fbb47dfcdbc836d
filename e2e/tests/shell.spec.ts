import { expect } from '@playwright/test';
import { externalMenu, isMenuGroup, LAYOUTS, menuForRole, ROLES, type Role } from '@lease/contract';
import {
  expectAccessible,
  screenshot,
  signInWithApi,
  signInWithForm,
  useStoredSession,
  waitForPageLoaded,
} from './helpers';
import { test } from './test';

const EMAIL: Record<Role, string> = {
  admin: 'admin@demo.test',
  ll: 'landlord@demo.test',
  vp: 'vp@demo.test',
  rm: 'rm@demo.test',
  pm: 'pm@demo.test',
  external: 'external@demo.test',
};

test.describe('menu of §2.11 without the keys of §6', () => {
  for (const role of ROLES) {
    test(`${role} signs in and sees exactly its menu`, async ({ page }) => {
      // The external lands on its landlord's overview and has a menu list of its own (§2.11).
      const external = role === 'external';
      await signInWithForm(page, EMAIL[role], undefined, external ? '**/client/*/overview' : undefined);
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      const expected = external
        ? externalMenu(new URL(page.url()).pathname.split('/')[2]!)
        : menuForRole(role, null);
      // Open every group so each link is on screen.
      for (const item of expected) {
        if (!isMenuGroup(item)) continue;
        const group = nav.getByRole('button', { name: item.label, exact: true });
        if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      }
      const expectedLinks = expected.flatMap((i) => (isMenuGroup(i) ? i.children : [i])).map((l) => l.label);
      // By accessible name: the flagged count beside a link is hidden from it and is not its label.
      const links = nav.getByRole('link');
      await expect(links).toHaveCount(expectedLinks.length);
      for (const [i, label] of expectedLinks.entries())
        await expect(links.nth(i)).toHaveAccessibleName(label);
      await expectAccessible(page);
      await screenshot(page, `menu-${role}`);
    });
  }
});

test.describe('guard of §2.2', () => {
  test('an unknown path shows the not-found page that leads to the dashboard', async ({ page, request }) => {
    await useStoredSession(page, await signInWithApi(request, EMAIL.ll));
    await page.goto('/dashboard/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const go = page.getByRole('link', { name: 'Go To Dashboard' });
    await expectAccessible(page);
    await screenshot(page, 'not-found');
    await go.click();
    await page.waitForURL('**/dashboard');
  });

  test('no stored token lands on /login', async ({ page }) => {
    await page.goto('/dashboard/property/buildings');
    // The URL, not a load event: the sign-in page may be reached by a second navigation that aborts the first.
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectAccessible(page);
    await screenshot(page, 'login');
  });

  test('a cleared token sends the user back to /login', async ({ page }) => {
    await signInWithForm(page, EMAIL.vp);
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/dashboard/invoice');
    // The URL, not a load event: the sign-in page may be reached by a second navigation that aborts the first.
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
  });

  test('an expired token clears local storage', async ({ page, request }) => {
    const session = await signInWithApi(request, EMAIL.rm);
    const [head, , sig] = session.token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: session.user.id, exp: Math.floor(Date.now() / 1000) - 60 }),
    ).toString('base64url');
    await useStoredSession(page, { token: `${head}.${payload}.${sig}`, user: session.user });
    await page.goto('/dashboard');
    // The URL, not a load event: the sign-in page may be reached by a second navigation that aborts the first.
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  test('a token revoked on the server ends the session in the browser', async ({ page, request }) => {
    const session = await signInWithApi(request, EMAIL.pm);
    await useStoredSession(page, session);
    await page.goto('/dashboard');
    await waitForPageLoaded(page);
    const out = await request.post('/api/auth/logout', { headers: { authorization: session.token } });
    expect(out.status()).toBe(200);
    await page.goto('/dashboard/invoice');
    // The URL, not a load event: the sign-in page may be reached by a second navigation that aborts the first.
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('layouts and theme', () => {
  for (const layout of LAYOUTS) {
    for (const mode of ['light', 'dark'] as const) {
      test(`${layout} in ${mode} mode`, async ({ page, request }) => {
        const session = await signInWithApi(request, 'landlord3@demo.test');
        const user = { ...session.user, theme: { ...session.user.theme, layout, mode } };
        await useStoredSession(page, { token: session.token, user });
        await page.goto('/dashboard');
        await waitForPageLoaded(page);
        await expect(page.getByText('You are here:')).toBeVisible();
        await expectAccessible(page);
        await screenshot(page, `layout-${layout}-${mode}`);
      });
    }
  }

  test('the theme panel flips the layout to RTL and saves on close', async ({ page, request }) => {
    await signInWithForm(page, 'vp3@demo.test');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Theme settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Theme settings' });
    await panel.getByRole('radio', { name: 'RTL' }).check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await panel.getByRole('button', { name: 'Show All' }).click();
    await screenshot(page, 'theme-panel-rtl');
    await panel.getByRole('button', { name: 'Close theme settings' }).click();
    await expect
      .poll(async () => {
        const session = await signInWithApi(request, 'vp3@demo.test');
        return session.user.theme.direction;
      })
      .toBe('rtl');
    await expectAccessible(page);
    await screenshot(page, 'dashboard-rtl');
  });

  test('the search box suggests at most five menu links and Enter navigates', async ({ page }) => {
    await signInWithForm(page, EMAIL.admin);
    const search = page.getByRole('combobox', { name: 'Search UI' });
    await search.fill('e');
    await expect(page.getByRole('option')).toHaveCount(5);
    await search.fill('Buildi');
    await search.press('Enter');
    await page.waitForURL('**/dashboard/property/buildings');
  });

  test('the guide dialog steps through the seven guides', async ({ page }) => {
    await signInWithForm(page, EMAIL.pm);
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Show guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Help guide' });
    await expect(dialog.getByText('Invoices & Disputes')).toBeVisible();
    for (let i = 0; i < 6; i += 1) await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Report a Bug or Issue')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('heading', { name: 'File a Claim' })).toBeVisible();
    await expect(dialog.getByText('Guide 6 of 7')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'guide-dialog');
  });

  test('log out clears storage and returns to sign in', async ({ page }) => {
    await signInWithForm(page, EMAIL.ll);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    // The URL, not a load event: the sign-in page may be reached by a second navigation that aborts the first.
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
});
