import { expect, type Page } from '@playwright/test';
import { expectAccessible, screenshot, signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function openAs(page: Page, request: Parameters<typeof signInWithApi>[0], email: string) {
  await useStoredSession(page, await signInWithApi(request, email));
  await page.goto('/dashboard');
  await waitForPageLoaded(page);
}

test.describe('a calm shell (issue #36)', () => {
  for (const [who, email] of [
    ['landlord', 'landlord@demo.test'],
    ['admin', 'admin@demo.test'],
  ] as const) {
    for (const [size, viewport] of [
      ['1440', DESKTOP],
      ['390', PHONE],
    ] as const) {
      test(`the ${who}'s bar holds search, help, settings, notifications and the person at ${size}`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize(viewport);
        await openAs(page, request, email);
        const bar = page.getByRole('banner');
        for (const name of ['Help', 'Settings', 'Account']) {
          await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
        }
        await expect(bar.getByRole('button', { name: /^Notifications/ })).toBeVisible();
        for (const gone of [
          'Toggle dark mode',
          'Full screen',
          'Theme settings',
          'Show guide',
          'Report an issue',
        ]) {
          await expect(bar.getByRole('button', { name: gone })).toHaveCount(0);
        }
        await expectAccessible(page);
        await screenshot(page, `shell-${who}-${size}`);
      });
    }
  }

  test('the settings menu holds theme, dark mode and full screen, and works by keyboard', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'rm@demo.test');
    const settings = page.getByRole('button', { name: 'Settings', exact: true });
    await settings.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Theme settings' })).toBeFocused();
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Full screen' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    const dark = menu.getByRole('menuitemcheckbox', { name: 'Dark mode' });
    await expect(dark).toHaveAttribute('aria-checked', 'false');
    await expectAccessible(page);
    await screenshot(page, 'settings-menu');
    await page.keyboard.press('ArrowDown');
    await expect(dark).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(settings).toBeFocused();
    // Dark mode: the page's surface turns dark.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .not.toBe('rgb(255, 255, 255)');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemcheckbox', { name: 'Dark mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(settings).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Theme settings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Theme settings' })).toBeVisible();
  });

  test('a sidebar shows no zero badge', async ({ page, request }) => {
    await openAs(page, request, 'pm@demo.test');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Property', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Flagged Cancellations' })).toBeVisible();
    const count = await page.request
      .get('/api/report/flagged-cancel-count', {
        headers: { authorization: await page.evaluate(() => localStorage.getItem('token')!) },
      })
      .then(async (r) => ((await r.json()) as { data: { count: number } }).data.count);
    await expect(nav.locator('.MuiBadge-badge')).toHaveCount(count > 0 ? 2 : 0);
    await expect(nav.locator('.MuiBadge-badge', { hasText: /^0$/ })).toHaveCount(0);
  });
});

test.describe('the phone drawer', () => {
  test.use({ viewport: PHONE });

  // The drawer slides in under a pointer that stays where the menu button was: nothing may open by itself.
  test('opens with no tooltip over its first entries', async ({ page, request }) => {
    await openAs(page, request, 'landlord@demo.test');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // Past the slide and a tooltip's delays.
    await page.waitForTimeout(1500);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'phone-drawer');
  });
});

test.describe('Report an issue without an external form', () => {
  test('the form reaches an admin as a notification', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(120_000);
    await openAs(page, request, 'landlord@demo.test');
    await page.goto('/dashboard/property/buildings');
    await waitForPageLoaded(page);
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Report an issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report an issue' });
    await expect(dialog.getByRole('textbox', { name: 'What happened?' })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'Where did it happen?' })).toHaveValue(
      /\/dashboard\/property\/buildings$/,
    );
    for (const [size, viewport] of [
      ['1440', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await expectAccessible(page);
      await screenshot(page, `feedback-form-${size}`);
    }
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Say what happened')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'What happened?' })
      .fill('The buildings grid froze after Import.');
    await page.getByTestId('feedback-screenshot-input').setInputFiles({
      name: 'grid.png',
      mimeType: 'image/png',
      buffer: Buffer.from([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
      ]),
    });
    await expect(dialog.getByText('grid.png')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thank you: your report reached our team.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await openAs(admin, request, 'admin@demo.test');
    await admin.getByRole('button', { name: /^Notifications, \d+ active$/ }).click();
    const item = admin.getByRole('menuitem', { name: /Issue reported/ }).first();
    await expect(item).toContainText('landlord@demo.test');
    await item.click();
    await admin.waitForURL('**/dashboard/notification/to');
    await expect(admin.getByText('The buildings grid froze after Import.')).toBeVisible();
    await adminContext.close();
  });
});
