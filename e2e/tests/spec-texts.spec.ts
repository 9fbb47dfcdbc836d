import { expect, type Page } from '@playwright/test';
import { SCREENS, SPEC_TEXTS, type ScreenKey } from '../../packages/contract/src/spec-texts.fixture';
import { signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

/**
 * What brings a screen's texts into view once its page is open. A screen that shows its texts one at a
 * time (the guides) answers `next`, called after each text is found.
 */
type Opener = (page: Page) => Promise<{ next?: () => Promise<void> } | void>;

const OPENERS: Record<ScreenKey, Opener> = {
  // Every sidebar group opened, so the links inside are on screen. Bounded: a sidebar that closed one
  // group on opening another would fail below, not loop here.
  adminMenu: openSidebarGroups,
  vpMenu: openSidebarGroups,
  signInErrors: async (page) => {
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).focus();
    await page.getByLabel('Email').focus();
  },
  themePanel: async (page) => {
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Theme settings' }).click();
    await page.getByRole('button', { name: 'Show All' }).click();
  },
  guides: async (page) => {
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Show guide' }).click();
    const next = page.getByTestId('guide-viewer').getByRole('button', { name: 'Next' });
    return { next: async () => ((await next.isEnabled()) ? next.click() : undefined) };
  },
};

async function openSidebarGroups(page: Page): Promise<void> {
  const closed = page.getByRole('navigation', { name: 'Main menu' }).locator('[aria-expanded="false"]');
  for (let i = 0; i < 10 && (await closed.count()) > 0; i++) await closed.first().click();
}

/**
 * The spec's on-screen texts, as the fixture copies them (never as the contract has them), found in
 * Chromium: a label changed in the contract alone is missing here. Each screen is visited once.
 */
for (const [screen, { account, path }] of Object.entries(SCREENS)) {
  const texts = Object.values(SPEC_TEXTS)
    .filter((t) => 'screen' in t && t.screen === (screen as ScreenKey))
    .map((t) => t.text);

  test(`${screen}: the spec's ${texts.length} texts on ${path} as ${account ?? 'a visitor'}`, async ({
    page,
    request,
  }) => {
    if (account) await useStoredSession(page, await signInWithApi(request, account));
    await page.goto(path);
    // Also signed out: the sign-in page is prerendered, and a field left before hydration is not seen as left.
    await waitForPageLoaded(page);
    const opened = await OPENERS[screen as ScreenKey](page);
    for (const text of texts) {
      await expect(
        page.getByText(text, { exact: true }).filter({ visible: true }).first(),
        text,
      ).toBeVisible();
      await opened?.next?.();
    }
  });
}
