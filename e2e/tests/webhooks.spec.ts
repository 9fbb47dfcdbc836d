import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_TEXTS } from '@lease/contract';
import { SPEC_TEXTS } from '../../packages/contract/src/spec-texts.fixture';
import { openClaimWizardOn, unclaimedPolicy, usDate } from './claim-helpers';
import {
  expectAccessible,
  expectReachableWithoutSidewaysScroll,
  screenshot,
  signInWithApi,
  useStoredSession,
  waitForPageLoaded,
} from './helpers';
import { test } from './test';

/** Issue 26 item 2: a landlord subscribes a receiver, files a claim in the wizard, the receiver verifies it. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A receiver on 127.0.0.1 (an ephemeral port) that answers 200 and keeps what it got. */
async function startReceiver() {
  const got: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lease-events`;
  return { url, got, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The claim wizard from a policy row to its claim number, with the fewest answers it takes. */
async function fileClaimInWizard(page: Page, rider: string): Promise<string> {
  const wizard = await openClaimWizardOn(page, rider);
  const next = () => wizard.getByRole('button', { name: 'Next' }).click();
  await next();
  for (const input of await wizard.getByLabel(/^Date of Birth of/).all()) {
    if (!(await input.inputValue())) await input.fill('04/12/1990');
  }
  await wizard.getByRole('checkbox', { name: SPEC_TEXTS.birthdayConfirm.text }).check();
  await next();
  await wizard.getByRole('checkbox', { name: 'Tenant Default' }).check();
  await wizard.getByRole('checkbox', { name: 'Damages' }).check();
  await wizard.getByRole('checkbox', { name: 'Trash' }).check();
  await wizard.getByRole('checkbox', { name: 'Carpet/Flooring' }).check();
  await wizard
    .getByRole('radiogroup', { name: /related expenses/ })
    .getByLabel('No')
    .check();
  await wizard
    .getByRole('radiogroup', { name: /payment agreement/ })
    .getByLabel('No')
    .check();
  await wizard.getByLabel('Security deposit amount on hand').fill('900');
  await next();
  await wizard.getByLabel('Date of Loss').fill(usDate(day(-20)));
  await wizard.getByRole('radiogroup', { name: 'Have you filed for eviction?' }).getByLabel('No').check();
  await next();
  await wizard.getByLabel('Name').fill('Pat Claims');
  await wizard.getByLabel('Title').fill('Property Manager');
  await wizard.getByLabel('Email').fill('pat.claims@demo.test');
  await wizard.getByLabel('Phone').fill('2125550100');
  await next();
  await wizard.getByLabel('Payee').fill('Demo Property LLC');
  await wizard.getByLabel('Check receipt email.').fill('accounting@demo.test');
  await next();
  await page
    .getByTestId('leaseFile-input')
    .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page
    .getByTestId('ledgerFile-input')
    .setInputFiles({ name: 'ledger.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(wizard.getByRole('list', { name: 'Resident ledger files' })).toContainText('ledger.pdf');
  await next();
  await wizard.getByLabel('Additional Comments').fill('Rent unpaid since the spring.');
  await next();
  await wizard.getByRole('checkbox', { name: /I agree with the/ }).check();
  await wizard.getByRole('button', { name: 'Ok' }).click();
  const acknowledge = page.getByRole('dialog', { name: 'Before you submit' });
  for (const box of await acknowledge.getByRole('checkbox').all()) await box.check();
  await acknowledge.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard.getByText(/^Claim number CLM-\d{7}$/)).toBeVisible();
  return /CLM-\d{7}/.exec((await wizard.getByText(/^Claim number/).textContent()) ?? '')![0];
}

test('a landlord subscribes a receiver on 127.0.0.1; a claim filed in the wizard arrives as claim.created, signed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const receiver = await startReceiver();
  try {
    const session = await signInWithApi(page.request, 'landlord@demo.test');
    await useStoredSession(page, session);
    await page.goto('/dashboard');
    await waitForPageLoaded(page);
    // The user menu leads to the page.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByLabel('Address (URL)').fill('not an address');
    await dialog.getByLabel('Description').click();
    await expect(dialog.getByText(WEBHOOK_TEXTS.urlInvalid)).toBeVisible();
    await dialog.getByLabel('Address (URL)').fill(receiver.url);
    await dialog.getByLabel('Description').fill('Our ledger');
    await dialog.getByRole('checkbox', { name: 'claim.status_changed' }).check();
    await expectAccessible(page);
    await screenshot(page, 'webhooks-add');
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    const shown = page.getByRole('dialog', { name: 'Signing secret' });
    const secret = (await shown.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await screenshot(page, 'webhooks-secret');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('region', { name: `Webhook ${receiver.url}` })).toBeVisible();

    const rider = (await unclaimedPolicy(page.request, session.token)).rider_id;
    const claim = await fileClaimInWizard(page, rider);

    await expect.poll(() => receiver.got.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [hit] = receiver.got;
    const payload = new Webhook(secret).verify(hit!.body, hit!.headers as Record<string, string>) as {
      type: string;
      data: { name: string };
    };
    expect(payload.type).toBe('claim.created');
    expect(payload.data.name).toBe(claim);

    // The delivery log shows it delivered.
    await page.goto('/dashboard/webhooks');
    await waitForPageLoaded(page);
    const card = page.getByRole('region', { name: `Webhook ${receiver.url}` });
    await card.getByRole('button', { name: 'Show deliveries' }).click();
    const log = card.getByRole('table', { name: `Delivery log of ${receiver.url}` });
    await expect(log.getByRole('row').nth(1)).toContainText('claim.created');
    await expect(log.getByRole('row').nth(1)).toContainText('Delivered');
    await expectAccessible(page);
    await screenshot(page, 'webhooks-log');
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the log is a list, each message's Replay in reach without scrolling sideways.
    const phoneLog = card.getByRole('list', { name: `Delivery log of ${receiver.url}` });
    await expect(phoneLog.getByRole('listitem').first()).toContainText('claim.created');
    const replay = phoneLog.getByRole('button', { name: /^Replay claim\.created of / }).first();
    await expectReachableWithoutSidewaysScroll(page, replay);
    await expectReachableWithoutSidewaysScroll(page, card.getByRole('button', { name: 'Delete' }));
    await expectAccessible(page);
    await screenshot(page, 'webhooks-log-phone');
    await replay.click();
    await expect(phoneLog.getByRole('listitem')).toHaveCount(2);
    await expect.poll(() => receiver.got.length, { timeout: 30_000 }).toBeGreaterThan(1);
  } finally {
    await receiver.close();
  }
});

test('the admin adds a webhook for a landlord it picks on the page, on a 390×844 phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // No event is sent to it here; a loopback address resolves offline (the e2e server allows private ones).
  const url = `http://127.0.0.1:4999/lease/${Date.now()}`;
  await useStoredSession(page, await signInWithApi(page.request, 'admin@demo.test'));
  await page.goto('/dashboard/webhooks');
  await waitForPageLoaded(page);
  await page.getByRole('button', { name: 'Add webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add webhook' });
  await dialog.getByLabel('Address (URL)').fill(url);
  // Without a landlord it is not sent: the page says what is missing.
  await dialog.getByRole('button', { name: 'Add webhook' }).click();
  await expect(dialog.getByText(WEBHOOK_TEXTS.landlordRequired)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Landlord' }).click();
  await page.getByRole('option', { name: /landlord2@demo\.test/ }).click();
  await expect(dialog.getByText(WEBHOOK_TEXTS.landlordRequired)).toBeHidden();
  await expectAccessible(page);
  await screenshot(page, 'webhooks-admin-add-phone');
  await dialog.getByRole('button', { name: 'Add webhook' }).click();
  const shown = page.getByRole('dialog', { name: 'Signing secret' });
  await expect(shown.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
  await shown.getByRole('button', { name: 'Done' }).click();

  // It belongs to landlord2: that landlord's own list has it, and the admin's card names the landlord.
  const landlord2 = await signInWithApi(page.request, 'landlord2@demo.test');
  const theirs = await page.request.get('/api/webhook/subscriptions', {
    headers: { authorization: `Bearer ${landlord2.token}` },
  });
  expect(theirs.status()).toBe(200);
  const [hook] = ((await theirs.json()) as { data: { url: string; landlordName: string }[] }).data.filter(
    (h) => h.url === url,
  );
  expect(hook).toBeDefined();
  const card = page.getByRole('region', { name: `Webhook ${url}` });
  await expect(card).toContainText(hook!.landlordName);
  await expectReachableWithoutSidewaysScroll(page, card.getByRole('button', { name: 'Delete' }));
  await expectAccessible(page);
  await screenshot(page, 'webhooks-admin-card-phone');
});
