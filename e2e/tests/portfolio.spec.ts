import { expect, type Browser, type Page } from '@playwright/test';
import {
  expectAccessible,
  expectToast,
  screenshot,
  signInWithForm,
  waitForPageLoaded,
  watchToasts,
} from './helpers';
import { startMailSink, startPortfolioServer, type SentMail } from './portfolio-server';
import { test } from './test';

/**
 * Issue 4 end to end: an admin invites a landlord who registers from the e-mailed link; the landlord
 * imports buildings and invites a vp, an rm and a pm; the pm sees only its two buildings; the landlord
 * moves the pm under the rm, deletes it, and the pm can no longer sign in. The spec runs its own server
 * with an SMTP sink, so every link is followed from the mail, as a person would.
 */
const PORT = Number(process.env.E2E_PORTFOLIO_PORT ?? 3312);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'E2e-pass-2026!';

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

let sink: Awaited<ReturnType<typeof startMailSink>>;
let server: Awaited<ReturnType<typeof startPortfolioServer>>;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  sink = await startMailSink();
  server = await startPortfolioServer(PORT, sink.port);
});
test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

/** The invite link of the last mail to an address, once the outbox has delivered it. */
async function inviteLink(to: string): Promise<string> {
  let mail: SentMail | undefined;
  await expect
    .poll(() => (mail = sink.mails.filter((m) => m.to === to).at(-1)), { timeout: 20_000 })
    .toBeTruthy();
  const link = /(https?:\/\/\S+\/invite\/(?:user|landlord)\/[\w-]+)/.exec(mail!.body)?.[1];
  if (!link) throw new Error(`no invite link in the mail to ${to}`);
  return link;
}

/** Registers through the invite link in a browser of its own; the portal signs the new user in. */
async function register(browser: Browser, link: string, name: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: BASE })).newPage();
  await watchToasts(page);
  await page.goto(link);
  // The first load of a fresh context can be slow on a busy machine.
  await expect(page.getByText(/invited you as/)).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Job Title').fill('Manager');
  await page.getByLabel('Phone Number').fill('3125550142');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard');
  await waitForPageLoaded(page);
  return page;
}

const toast = (page: Page, text: string) => expectToast(page, text);

async function inviteUser(page: Page, email: string, role: string, buildings: number): Promise<void> {
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const boxes = page
    .getByRole('table', { name: 'Buildings to grant' })
    .getByRole('checkbox', { name: 'Select row' });
  // The grid's rows may still be settling from the last invite sent (its list refetched, the choice
  // reset): a click then can land before the checkbox redraws, so each choice is made until it holds.
  for (let i = 0; i < buildings; i += 1) {
    const box = boxes.nth(i);
    await expect(async () => {
      await box.check();
      await expect(box).toBeChecked({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
  await page.getByRole('button', { name: 'Send invite' }).click();
  await toast(page, `An invite was sent to ${email}.`);
}

test('invite, register, scope, move and delete across the landlord line', async ({ browser, page }) => {
  test.setTimeout(240_000);

  await test.step('the admin invites a landlord', async () => {
    await watchToasts(page);
    await signInWithForm(page, 'admin@demo.test', process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!');
    await page.goto('/dashboard/landlord-invite');
    await page.getByRole('textbox', { name: 'Email' }).fill('owner@e2e.test');
    await page.getByRole('textbox', { name: 'Landlord name' }).fill('E2E Rentals');
    await page.getByRole('button', { name: 'Send invite' }).click();
    await toast(page, 'An invite was sent to owner@e2e.test.');
    await expect(page.getByRole('cell', { name: 'owner@e2e.test', exact: true })).toBeVisible();
    await screenshot(page, 'portfolio-landlord-invite');
    await expectAccessible(page);
  });

  const landlord = await register(browser, await inviteLink('owner@e2e.test'), 'Olive Owner');

  await test.step('the landlord imports its buildings from a CSV file', async () => {
    await landlord.goto('/dashboard/property/buildings');
    // The toolbar's button: an empty grid shows a second one in its empty state.
    await landlord.getByRole('button', { name: 'Import', exact: true }).first().click();
    await landlord.getByRole('menuitem', { name: /^Buildings/ }).click();
    const csv = [
      'Building Name,Building Type,Total Units,Billing City,Billing State,Billing Zip',
      'Alder Court,Garden,40,Austin,TX,78701',
      'Birch House,Mid-rise,120,Denver,CO,80202',
      'Cedar Point,High-rise,300,Seattle,WA,98101',
      'Broken Row,Garden,many,Nowhere,ZZ,1',
    ].join('\n');
    await landlord.locator('input[type=file]').setInputFiles({
      name: 'buildings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(landlord.getByText('3 of 4 rows are ready to import.')).toBeVisible();
    await expect(landlord.getByText('Total units must be a number')).toBeVisible();
    await screenshot(landlord, 'portfolio-import-preview');
    await landlord.getByRole('button', { name: 'Import 3 buildings' }).click();
    await toast(landlord, '3 buildings added.');
    await expect(landlord.getByRole('cell', { name: 'Cedar Point', exact: true })).toBeVisible();
    await screenshot(landlord, 'portfolio-buildings');
    await expectAccessible(landlord);
  });

  await test.step('the landlord invites a vp, an rm and a pm', async () => {
    await landlord.goto('/dashboard/invite-user');
    await inviteUser(landlord, 'vp@e2e.test', 'Full Portfolio', 0);
    await inviteUser(landlord, 'rm@e2e.test', 'Multi-Site', 3);
    await inviteUser(landlord, 'pm@e2e.test', 'Property', 2);
    await screenshot(landlord, 'portfolio-invite-user');
    await expectAccessible(landlord);
  });

  const rm = await register(browser, await inviteLink('rm@e2e.test'), 'Rita Regional');
  await rm.context().close();

  await test.step('the pm registers and sees only its two buildings', async () => {
    const pm = await register(browser, await inviteLink('pm@e2e.test'), 'Pat Property');
    await pm.goto('/dashboard/property/buildings');
    const grid = pm.getByRole('table', { name: 'Buildings' });
    await expect(grid.getByRole('cell', { name: 'Alder Court', exact: true })).toBeVisible();
    await expect(grid.getByRole('cell', { name: 'Birch House', exact: true })).toBeVisible();
    await expect(grid.getByRole('cell', { name: 'Cedar Point', exact: true })).toHaveCount(0);
    await screenshot(pm, 'portfolio-pm-buildings');
    await expectAccessible(pm);
    await pm.context().close();
  });

  await test.step('the landlord moves the pm under the rm, then deletes it', async () => {
    await landlord.goto('/dashboard/user/property');
    await landlord
      .getByRole('menuitem', { name: 'Move Pat Property' })
      .or(landlord.getByRole('button', { name: 'Move Pat Property' }))
      .click();
    await landlord.getByRole('combobox', { name: 'New Multi-Site manager' }).click();
    await landlord.getByRole('option', { name: /Rita Regional/ }).click();
    await landlord.getByRole('button', { name: 'Move', exact: true }).click();
    await toast(landlord, 'The user was moved.');
    await expect(landlord.getByRole('cell', { name: 'Rita Regional', exact: true })).toBeVisible();
    await screenshot(landlord, 'portfolio-users-property');
    await expectAccessible(landlord);

    await landlord
      .getByRole('menuitem', { name: 'Delete Pat Property' })
      .or(landlord.getByRole('button', { name: 'Delete Pat Property' }))
      .click();
    await expect(landlord.getByText('Are you sure to delete?')).toBeVisible();
    await expect(landlord.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await landlord.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(landlord, 'Delete Successful!');
    await expect(landlord.getByRole('cell', { name: 'Pat Property', exact: true })).toHaveCount(0);

    await landlord.goto('/dashboard/user/treeview');
    await expect(landlord.getByText('E2E Rentals')).toBeVisible();
    await screenshot(landlord, 'portfolio-treeview');
    await expectAccessible(landlord);
  });

  await test.step('the deleted pm can no longer sign in', async () => {
    const pm = await (await browser.newContext({ baseURL: BASE })).newPage();
    await pm.goto('/login');
    await pm.getByLabel('Email').fill('pm@e2e.test');
    await pm.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await pm.getByRole('button', { name: 'Continue' }).click();
    await expect(pm.getByTestId('signin-failure')).toHaveText(
      'The email or password you entered is incorrect.',
    );
    expect(new URL(pm.url()).pathname).toBe('/login');
  });
});
