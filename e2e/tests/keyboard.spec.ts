import { expect } from '@playwright/test';
import { API_KEY_TEXTS } from '@lease/contract';
import { openClaimWizardOn, unclaimedPolicy } from './claim-helpers';
import { expectAccessible, screenshot, signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

/**
 * Issue #36 item 4: the skip link is the first stop of every page, and every dialog opens with the
 * focus on its first control (the wizard and "Before you submit": claim-keyboard.spec.ts).
 */
test('the first Tab offers the skip link, which leaves the app bar and menu behind', async ({
  page,
  request,
}) => {
  await useStoredSession(page, await signInWithApi(request, 'landlord@demo.test'));
  await page.goto('/dashboard/property/claims');
  await waitForPageLoaded(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await screenshot(page, 'skip-link');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  // From the main content, the page's own action is a few Tabs away (28 from the top before).
  const start = page.getByRole('button', { name: 'File a Claim' });
  let tabs = 0;
  while (!(await start.evaluate((el) => el === document.activeElement)) && tabs < 10) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  await expect(start).toBeFocused();
});

test('a dialog opens on its first control; a confirmation on Cancel', async ({ page, request }) => {
  await useStoredSession(page, await signInWithApi(request, 'landlord@demo.test'));
  await page.goto('/dashboard/api-keys');
  await waitForPageLoaded(page);
  await page.getByRole('button', { name: API_KEY_TEXTS.create }).click();
  const form = page.getByRole('dialog', { name: 'New API key' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Focus check');
  await form.getByRole('button', { name: API_KEY_TEXTS.create }).click();
  const shown = page.getByRole('dialog', { name: 'Your key “Focus check”' });
  await expect(shown.getByLabel('API key')).toBeFocused();
  await shown.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Revoke Focus check' }).click();
  const confirm = page.getByRole('dialog');
  // The destructive confirmation names its action and starts on Cancel, so Enter is safe.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(confirm.getByRole('button', { name: 'Revoke key' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'revoke-key-confirm');
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(confirm).toBeHidden();
});

test('closing the wizard with typing in it asks: keep the draft, or discard it', async ({ page }) => {
  test.setTimeout(120_000);
  const session = await signInWithApi(page.request, 'landlord@demo.test');
  await useStoredSession(page, session);
  const rider = (await unclaimedPolicy(page.request, session.token)).rider_id;
  let wizard = await openClaimWizardOn(page, rider);
  const ask = page.getByRole('dialog', { name: 'Close this claim?' });
  // Nothing typed: the X closes at once.
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(wizard).toBeHidden();
  await expect(ask).toHaveCount(0);

  // Typed on this step, then closed: asked, and the draft kept holds this step's typing.
  wizard = await openClaimWizardOn(page, rider);
  const start = wizard.getByRole('textbox', { name: 'Lease Start Date' });
  await start.fill('');
  await start.pressSequentially('01152026');
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(ask.getByRole('button', { name: 'Keep the draft' })).toBeFocused();
  await expect(ask.getByRole('button', { name: 'Discard' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'wizard-close-ask');
  await ask.getByRole('button', { name: 'Keep the draft' }).click();
  await expect(wizard).toBeHidden();
  wizard = await openClaimWizardOn(page, rider);
  await expect(wizard.getByRole('textbox', { name: 'Lease Start Date' })).toHaveValue('01/15/2026');

  // Discarded: the next opening starts afresh.
  await wizard.getByRole('textbox', { name: 'Lease Start Date' }).fill('02');
  await wizard.getByRole('button', { name: 'Close' }).click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(wizard).toBeHidden();
  wizard = await openClaimWizardOn(page, rider);
  await expect(wizard.getByRole('textbox', { name: 'Lease Start Date' })).not.toHaveValue('01/15/2026');
});
