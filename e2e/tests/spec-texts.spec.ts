import { expect } from '@playwright/test';
import { SCREENS, SPEC_TEXTS, type ScreenKey } from '../../packages/contract/src/spec-texts.fixture';
import { signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

/**
 * The spec's on-screen texts, as the fixture copies them (never as the contract has them), found in
 * Chromium: a label changed in the contract alone is missing here. Each screen is visited once, with every
 * sidebar group opened so the links inside are on screen.
 */
for (const [screen, { account, path }] of Object.entries(SCREENS)) {
  const texts = Object.values(SPEC_TEXTS)
    .filter((t) => 'screen' in t && t.screen === (screen as ScreenKey))
    .map((t) => t.text);

  test(`${screen}: the spec's ${texts.length} texts on ${path} as ${account}`, async ({ page, request }) => {
    await useStoredSession(page, await signInWithApi(request, account));
    await page.goto(path);
    await waitForPageLoaded(page);
    const closed = page.getByRole('navigation', { name: 'Main menu' }).locator('[aria-expanded="false"]');
    // Bounded: a sidebar that closed one group on opening another would fail below, not loop here.
    for (let i = 0; i < 10 && (await closed.count()) > 0; i++) await closed.first().click();
    for (const text of texts) {
      await expect(
        page.getByText(text, { exact: true }).filter({ visible: true }).first(),
        text,
      ).toBeVisible();
    }
  });
}
