import { expect } from '@playwright/test';
import { expectAccessible, screenshot, signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

test.describe('Dashboard home (file 1 §2.2)', () => {
  test('shows the landlord what needs attention, and an item lands on its record', async ({
    page,
    request,
  }) => {
    await useStoredSession(page, await signInWithApi(request, 'landlord@demo.test'));
    await page.goto('/dashboard');
    await waitForPageLoaded(page);
    const flagged = page.getByTestId('attention-flagged');
    await expect(flagged.getByRole('heading', { name: 'Flagged policies' })).toBeVisible();
    // The demo flags every policy whose lease has ended: the landlord has some.
    await expect(flagged.getByTestId('attention-count')).not.toHaveText('0');
    await expect(page.getByTestId('attention-missing-docs')).toBeVisible();
    await expect(page.getByTestId('attention-invites')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Key figures' }).getByRole('listitem')).toHaveCount(4);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-landlord');

    const first = flagged.getByRole('list', { name: 'Flagged policies' }).getByRole('link').first();
    const rider = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/dashboard\/property\/cancel-policies\?record=/);
    await expect(page.getByRole('dialog')).toContainText(rider);
  });

  test('a property manager sees its own scope and no invites; open claims lead to the claim', async ({
    page,
    request,
  }) => {
    await useStoredSession(page, await signInWithApi(request, 'pm@demo.test'));
    await page.goto('/dashboard');
    await waitForPageLoaded(page);
    await expect(page.getByTestId('attention-open-claims')).toBeVisible();
    // §6: a pm's menu has no Delegation, so no invites to follow.
    await expect(page.getByTestId('attention-invites')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-pm');
    const claim = page.getByRole('list', { name: 'Open claims' }).getByRole('link').first();
    if ((await claim.count()) > 0) {
      await claim.click();
      await page.waitForURL(/\/dashboard\/property\/claims\?claim=/);
      await expect(page.getByRole('dialog')).toBeVisible();
    }
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Calendar' }).click();
    await page.waitForURL('**/dashboard/calendar');
  });
});
