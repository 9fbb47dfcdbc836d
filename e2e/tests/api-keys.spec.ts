import { expect } from '@playwright/test';
import { API_KEY_TEXTS, ROLE_LABELS } from '@lease/contract';
import {
  expectAccessible,
  expectReachableWithoutSidewaysScroll,
  screenshot,
  signInWithApi,
  useStoredSession,
  waitForPageLoaded,
} from './helpers';
import { test } from './test';

test.describe('API keys (issue #26, decision 0029)', () => {
  test('a landlord creates a key, sees it once, calls with it, revokes it, and the next call is refused', async ({
    page,
    request,
  }) => {
    await useStoredSession(page, await signInWithApi(request, 'landlord@demo.test'));
    await page.goto('/dashboard');
    await waitForPageLoaded(page);
    // The page is under the user menu.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'API keys' }).click();
    await page.waitForURL('**/dashboard/api-keys');
    await waitForPageLoaded(page);
    await expect(page.getByRole('heading', { name: API_KEY_TEXTS.title })).toBeVisible();

    await page.getByRole('button', { name: API_KEY_TEXTS.create }).click();
    const form = page.getByRole('dialog', { name: 'New API key' });
    await form.getByLabel('Name').fill('Nightly PMS export');
    await expect(form.getByRole('combobox', { name: 'Acts as' })).toContainText('landlord@demo.test');
    await expectAccessible(page);
    await screenshot(page, 'api-keys-create');
    await form.getByRole('button', { name: API_KEY_TEXTS.create }).click();

    const shown = page.getByRole('dialog', { name: 'Your key “Nightly PMS export”' });
    await expect(shown.getByText(API_KEY_TEXTS.shownOnce)).toBeVisible();
    const secret = await shown.getByLabel('API key').inputValue();
    expect(secret).toMatch(/^lgp_[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page);
    await screenshot(page, 'api-keys-shown-once');

    // A call with the key works, as the landlord.
    const call = () =>
      request.get('/api/property/buildings', { headers: { authorization: `Bearer ${secret}` } });
    expect((await call()).status()).toBe(200);

    await shown.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: /Nightly PMS export/ });
    await expect(row).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();
    // Shown once: the list never carries the secret, only its first characters.
    await page.reload();
    await waitForPageLoaded(page);
    await expect(page.getByRole('row', { name: /Nightly PMS export/ })).toBeVisible();
    expect(await page.content()).not.toContain(secret);
    await expectAccessible(page);
    await screenshot(page, 'api-keys-list');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'api-keys-list-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: 'Revoke Nightly PMS export' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await expect(page.getByText(API_KEY_TEXTS.keyRevoked)).toBeVisible();
    await expect(page.getByRole('row', { name: /Nightly PMS export/ }).getByText('Revoked')).toBeVisible();

    // The next call with it is refused.
    expect((await call()).status()).toBe(401);
  });
});

test.describe('API keys on a phone, made by the admin (issue #26)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the admin makes a key acting as another landlord; its Revoke is in reach on a 390×844 phone', async ({
    page,
    request,
  }) => {
    const name = `Phone key ${Date.now()}`;
    await useStoredSession(page, await signInWithApi(request, 'admin@demo.test'));
    await page.goto('/dashboard/api-keys');
    await waitForPageLoaded(page);
    await page.getByRole('button', { name: API_KEY_TEXTS.create }).click();
    const form = page.getByRole('dialog', { name: 'New API key' });
    await form.getByLabel('Name').fill(name);
    await form.getByRole('combobox', { name: 'Acts as' }).click();
    await page.getByRole('option', { name: /landlord2@demo\.test/ }).click();
    await expect(form.getByRole('combobox', { name: 'Acts as' })).toContainText('landlord2@demo.test');
    await form.getByRole('button', { name: API_KEY_TEXTS.create }).click();
    const shown = page.getByRole('dialog', { name: `Your key “${name}”` });
    const secret = await shown.getByLabel('API key').inputValue();
    await shown.getByRole('button', { name: 'Done' }).click();

    // The key acts as landlord2: it sees exactly that landlord's buildings.
    const buildings = async (token: string) => {
      const answer = await request.get('/api/property/buildings?pageSize=200', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status()).toBe(200);
      const body = (await answer.json()) as { data: { rows: { id: string }[] } };
      return body.data.rows.map((b) => b.id).sort();
    };
    const landlord2 = await signInWithApi(request, 'landlord2@demo.test');
    expect(await buildings(secret)).toEqual(await buildings(landlord2.token));

    const card = page.getByRole('listitem', { name });
    await expect(card).toContainText(`(${ROLE_LABELS.ll})`);
    const revoke = card.getByRole('button', { name: `Revoke ${name}` });
    await expectReachableWithoutSidewaysScroll(page, revoke);
    await expectAccessible(page);
    await screenshot(page, 'api-keys-admin-phone');
    await revoke.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await expect(page.getByText(API_KEY_TEXTS.keyRevoked)).toBeVisible();
    await expect(card.getByText('Revoked')).toBeVisible();
    expect(
      (
        await request.get('/api/property/buildings', { headers: { authorization: `Bearer ${secret}` } })
      ).status(),
    ).toBe(401);
  });
});
