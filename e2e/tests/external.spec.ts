import { expect, type Locator, type Page } from '@playwright/test';
import { CLIENT_SECTIONS, CLIENT_SECTION_LABELS, EXTERNAL_TEXTS, clientPath } from '@lease/contract';
import {
  DEMO_PASSWORD,
  expectAccessible,
  expectNoRawCodes,
  expectReachableWithoutSidewaysScroll,
  screenshot,
  signInWithApi,
  useStoredSession,
  waitForPageLoaded,
} from './helpers';
import { E2E_PORT, startServer, type E2eServer } from '../servers';
import { test } from './test';

/** The seeded outside party of the demo landlord; its grant hides tenants' personal data. */
const EXTERNAL = 'external@demo.test';

/** The buttons a read-only page may hold: downloads, paging and the order, nothing that writes. */
const READ_ONLY_BUTTON = /^(Download .+|Page \d+|Next page|Previous page|Sort: .+)$/;

async function expectNoWriteButtons(page: Page): Promise<void> {
  const names = await page
    .locator('#main-content')
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim() ?? ''),
    );
  expect(names.filter((name) => !READ_ONLY_BUTTON.test(name))).toEqual([]);
}

/** Types `iso` (YYYY-MM-DD) into a date field in the format its placeholder shows: the person's own. */
async function fillDate(field: Locator, iso: string): Promise<void> {
  const [year = '', month = '', day = ''] = iso.split('-');
  const shape = (await field.getAttribute('placeholder')) ?? 'YYYY-MM-DD';
  await field.fill(shape.replace('YYYY', year).replace('MM', month).replace('DD', day));
}

const sectionHeading = (page: Page, label: string) => page.getByRole('heading', { level: 1, name: label });

test.describe('the external role (issue #26 item 4)', () => {
  test('an external user sees the five sections read-only and nothing of another landlord', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // Signs in through the form, as the outside party would, and lands on its landlord's overview.
    await page.goto('/login');
    await page.getByLabel('Email').fill(EXTERNAL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/client/*/overview');
    await waitForPageLoaded(page);
    const clientId = new URL(page.url()).pathname.split('/')[2]!;
    const own = await signInWithApi(request, EXTERNAL);
    expect(clientId).toBe(own.user.landlordId);

    // Its own menu: the five sections, in order.
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(CLIENT_SECTIONS.length);
    for (const [i, section] of CLIENT_SECTIONS.entries())
      await expect(links.nth(i)).toHaveAccessibleName(CLIENT_SECTION_LABELS[section]);

    // Walks the sections with Next, from the keyboard, then back with Back.
    for (const [i, section] of CLIENT_SECTIONS.entries()) {
      const label = CLIENT_SECTION_LABELS[section];
      await page.waitForURL(`**${clientPath(clientId, section)}`);
      await expect(sectionHeading(page, label)).toBeVisible();
      await expect(page.locator('#main-content')).toContainText(EXTERNAL_TEXTS.readOnlyNotice);
      // The page's content is drawn: the overview's figures, or a list (or its empty state).
      await expect(
        page
          .locator('#main-content')
          .locator('section[aria-label="Policies"], ul, [data-testid="empty-state"]')
          .first(),
      ).toBeVisible();
      await waitForPageLoaded(page);
      await expectNoWriteButtons(page);
      await expectNoRawCodes(page);
      await expectAccessible(page);
      await screenshot(page, `external-${section}`);
      const back = page.getByRole('link', { name: /^Back: / });
      const next = page.getByRole('link', { name: /^Next: / });
      if (i === 0) await expect(back).toHaveCount(0);
      else await expect(back).toHaveAccessibleName(`Back: ${CLIENT_SECTION_LABELS[CLIENT_SECTIONS[i - 1]!]}`);
      const following = CLIENT_SECTIONS[i + 1];
      if (!following) {
        await expect(next).toHaveCount(0);
        break;
      }
      await expect(next).toHaveAccessibleName(`Next: ${CLIENT_SECTION_LABELS[following]}`);
      await next.focus();
      await page.keyboard.press('Enter');
    }
    await page.getByRole('link', { name: 'Back: Invoices' }).click();
    await page.waitForURL(`**${clientPath(clientId, 'invoices')}`);
    await expect(sectionHeading(page, 'Invoices')).toBeVisible();

    // The grant leaves tenant names out: the policies say so, and show none.
    await nav.getByRole('link', { name: 'Policies' }).click();
    await page.waitForURL(`**${clientPath(clientId, 'policies')}`);
    await expect(page.getByText(EXTERNAL_TEXTS.personalDataHiddenNotice)).toBeVisible();
    const policies = page.getByRole('list', { name: 'Policies' });
    await expect(policies.getByRole('listitem').first()).toBeVisible();
    await expect(policies.getByRole('listitem').first()).toContainText(
      `Tenants: ${EXTERNAL_TEXTS.personalDataHidden}`,
    );
    // Search narrows the list, from the server.
    const firstTitle = (await policies.getByRole('listitem').first().getAttribute('aria-label')) ?? '';
    const rider = firstTitle.split(' · ')[0]!;
    await page.getByLabel('Search policies').fill(rider);
    await expect(policies.getByRole('listitem')).toHaveCount(1);
    await expect(policies.getByRole('listitem').first()).toHaveAttribute('aria-label', firstTitle);

    // On a phone: lists, no sideways scrolling, the pair in reach.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectReachableWithoutSidewaysScroll(page, page.getByRole('link', { name: 'Next: Claims' }));
    await expectAccessible(page);
    await screenshot(page, 'external-policies-phone');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    // The phone's menu is a drawer, opened from the bar.
    await nav.getByRole('link', { name: 'Overview' }).click();
    await page.waitForURL(`**${clientPath(clientId, 'overview')}`);
    await expect(page.getByRole('region', { name: 'Policies' })).toBeVisible();
    await screenshot(page, 'external-overview-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Another landlord's id in the address shows nothing of it; the server refuses it too.
    const other = (await signInWithApi(request, 'landlord2@demo.test')).user.landlordId!;
    for (const section of ['overview', 'policies'] as const) {
      await page.goto(clientPath(other, section));
      await expect(page.getByTestId('client-not-found')).toBeVisible();
      await expect(page.getByRole('list', { name: CLIENT_SECTION_LABELS[section] })).toHaveCount(0);
    }
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'href',
      clientPath(clientId, 'overview'),
    );
    await expectAccessible(page);
    await screenshot(page, 'external-other-landlord');
    const refused = await request.get(`/api/client/policies?clientId=${other}`, {
      headers: { authorization: own.token },
    });
    expect(refused.status()).toBe(404);

    // The staff pages are not its own: they lead to its overview, not to a blank page.
    for (const path of ['/dashboard', '/dashboard/property/claims', '/no-such-page']) {
      await page.goto(path);
      await page.waitForURL(`**${clientPath(clientId, 'overview')}`);
    }
  });
});

/**
 * The landlord's side, through to the outside party's own session: this describe runs a server of its
 * own with the log on, so the invite link can be read from the outbox (as accounts.spec does), and the
 * revocation it makes touches no other file's data.
 */
test.describe('the landlord and its outside parties (issue #26 item 4)', () => {
  const PORT = Number(process.env.E2E_EXTERNAL_PORT ?? E2E_PORT + 82);
  const BASE = `http://127.0.0.1:${PORT}`;
  let server: E2eServer | undefined;
  const logLines: string[] = [];
  test.use({ baseURL: BASE });

  test.beforeAll(async () => {
    test.setTimeout(200_000);
    let rest = '';
    server = await startServer(PORT, {
      env: { LOG_LEVEL: 'info', PUBLIC_URL: BASE },
      onStdout: (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        logLines.push(...lines);
      },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  async function outbox(to: string): Promise<string> {
    for (let i = 0; i < 50; i += 1) {
      const found = logLines
        .filter((l) => l.includes('"msg":"outbox"'))
        .map((l) => JSON.parse(l) as { to: string; body: string })
        .filter((m) => m.to === to)
        .at(-1);
      if (found) return found.body;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no message to ${to} in the outbox`);
  }

  test('the landlord invites, changes and revokes an outside party, whose next call is refused', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const year = new Date().getFullYear() + 1;
    await useStoredSession(page, await signInWithApi(request, 'landlord@demo.test'));
    await page.goto('/dashboard');
    await waitForPageLoaded(page);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: EXTERNAL_TEXTS.pageTitle }).click();
    await page.waitForURL('**/dashboard/external-access');
    await waitForPageLoaded(page);
    await expect(page.getByRole('heading', { level: 1, name: EXTERNAL_TEXTS.pageTitle })).toBeVisible();

    // Invite: e-mail, name, an end of access, tenant names hidden.
    await page.getByRole('button', { name: EXTERNAL_TEXTS.inviteButton }).click();
    const form = page.getByRole('dialog', { name: EXTERNAL_TEXTS.inviteTitle });
    await form.getByLabel('Email').fill('auditor@lakeside.test');
    await form.getByRole('textbox', { name: 'Name' }).fill('Lakeside Audit');
    // Text that names no day holds the invite back rather than send it with no end; then the day in
    // the person's date format (the field's placeholder).
    const ends = form.getByLabel(EXTERNAL_TEXTS.expiresLabel);
    await ends.fill('99999999');
    await expect(form.getByRole('button', { name: EXTERNAL_TEXTS.inviteButton })).toBeDisabled();
    await fillDate(ends, `${year}-06-30`);
    await expect(form.getByLabel(EXTERNAL_TEXTS.personalDataLabel)).not.toBeChecked();
    await expectAccessible(page);
    await screenshot(page, 'external-access-invite');
    await form.getByRole('button', { name: EXTERNAL_TEXTS.inviteButton }).click();
    await expect(form).toHaveCount(0);
    const row = page.getByRole('row', { name: /Lakeside Audit/ });
    await expect(row).toContainText('tenant names hidden');
    await expect(row).toContainText(new RegExp(`Until (06/30|30/06)/${year}`));

    // The outside party takes up the invite from its e-mail, and lands on the landlord's overview.
    const link = /(http\S+\/invite\/\S+)/.exec(await outbox('auditor@lakeside.test'))?.[1] ?? '';
    expect(link).not.toBe('');
    const auditorContext = await browser.newContext({ baseURL: BASE });
    const auditor = await auditorContext.newPage();
    await auditor.goto(link);
    await expect(auditor.getByLabel('Email')).toHaveValue('auditor@lakeside.test');
    await auditor.getByLabel('Name').fill('Lakeside Audit');
    await auditor.getByLabel('Job Title').fill('Auditor');
    await auditor.getByLabel('Phone Number').pressSequentially('3125550199');
    await auditor.getByLabel('Password', { exact: true }).fill('Audit-the-books-1!');
    await auditor.getByLabel('Confirm Password').fill('Audit-the-books-1!');
    await auditor.getByRole('checkbox').check();
    await auditor.getByRole('button', { name: 'Continue' }).click();
    await auditor.waitForURL('**/client/*/overview');
    await expect(auditor.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(auditor.getByText(EXTERNAL_TEXTS.personalDataHiddenNotice)).toBeVisible();
    const token = await auditor.evaluate(() => localStorage.getItem('token'));
    const clientId = new URL(auditor.url()).pathname.split('/')[2]!;
    const read = () =>
      request.get(`/api/client/overview?clientId=${clientId}`, { headers: { authorization: token ?? '' } });
    expect((await read()).status()).toBe(200);

    // Change: tenant names shown; the list says when it last read.
    await page.reload();
    await waitForPageLoaded(page);
    await row.getByRole('button', { name: 'Change access of Lakeside Audit' }).click();
    const change = page.getByRole('dialog', { name: 'Change access of Lakeside Audit' });
    await change.getByLabel(EXTERNAL_TEXTS.personalDataLabel).check();
    await change.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(EXTERNAL_TEXTS.updated)).toBeVisible();
    await expect(row).toContainText('tenant names shown');
    await expect(row).not.toContainText(EXTERNAL_TEXTS.never);
    await expectAccessible(page);
    await screenshot(page, 'external-access-list');
    await auditor
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Policies' })
      .click();
    await expect(
      auditor.getByRole('list', { name: 'Policies' }).getByRole('listitem').first(),
    ).not.toContainText(`Tenants: ${EXTERNAL_TEXTS.personalDataHidden}`);

    // With personal data granted, the documents download.
    await auditor
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Documents' })
      .click();
    const download = auditor.waitForEvent('download');
    await auditor
      .getByRole('button', { name: /^Download / })
      .first()
      .click();
    expect((await download).suggestedFilename()).toMatch(/^Certificate of Coverage R-\d+\.pdf$/);
    await expectAccessible(auditor);
    await screenshot(auditor, 'external-documents-granted');

    // Revoke, confirmed: the outside party's next call is refused.
    await row.getByRole('button', { name: 'Revoke Lakeside Audit' }).click();
    await expect(page.getByRole('dialog')).toContainText(EXTERNAL_TEXTS.revokeConfirm('Lakeside Audit'));
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke access' }).click();
    await expect(row.getByText('Revoked')).toBeVisible();
    await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
    expect([401, 403]).toContain((await read()).status());
    // Its session ended with the revocation: the next page asks it to sign in, which is refused, saying why.
    await auditor.getByRole('link', { name: 'Back: Invoices' }).click();
    await expect(auditor.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await auditor.getByLabel('Email').fill('auditor@lakeside.test');
    await auditor.getByLabel('Password', { exact: true }).fill('Audit-the-books-1!');
    await auditor.getByRole('button', { name: 'Continue' }).click();
    await expect(auditor.getByText(EXTERNAL_TEXTS.accessRevoked)).toBeVisible();
    await expectAccessible(auditor);
    await screenshot(auditor, 'external-revoked-sign-in');
    await auditorContext.close();

    // A grant that runs out while its party reads: the next section says access has ended, with a way out.
    const landlordToken = await page.evaluate(() => localStorage.getItem('token'));
    const erin = await signInWithApi(request, EXTERNAL);
    const grants = await request.get('/api/external/grants?pageSize=50', {
      headers: { authorization: landlordToken ?? '' },
    });
    const erinGrant = (
      (await grants.json()) as { data: { rows: { id: string; email: string }[] } }
    ).data.rows.find((g) => g.email === EXTERNAL)!;
    const erinContext = await browser.newContext({ baseURL: BASE });
    const erinPage = await erinContext.newPage();
    await useStoredSession(erinPage, erin);
    await erinPage.goto(clientPath(clientId, 'overview'));
    await expect(erinPage.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const soon = new Date(Date.now() + 3_000).toISOString();
    const shortened = await request.put('/api/external/grant', {
      headers: { authorization: landlordToken ?? '' },
      data: { id: erinGrant.id, expiresAt: soon, personalData: false },
    });
    expect(shortened.status(), await shortened.text()).toBe(200);
    await erinPage.waitForTimeout(3_500);
    await erinPage.getByRole('link', { name: 'Next: Policies' }).click();
    await expect(erinPage.getByRole('heading', { level: 1, name: 'Access ended' })).toBeVisible();
    await expect(erinPage.getByText(EXTERNAL_TEXTS.accessExpired)).toBeVisible();
    await expectAccessible(erinPage);
    await screenshot(erinPage, 'external-access-ended');
    await erinPage.getByRole('button', { name: 'Log out' }).click();
    await expect(erinPage).toHaveURL(/\/login(\?.*)?$/);
    await erinContext.close();

    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('listitem', { name: 'Lakeside Audit' });
    await expect(card).toContainText('Revoked');
    await expectAccessible(page);
    await screenshot(page, 'external-access-phone');
  });
});
