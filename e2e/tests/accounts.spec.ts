import { expect, type Page } from '@playwright/test';
import { INVITE_LOOKUP_SENT, MESSAGES } from '@lease/contract';
import { SPEC_TEXTS } from '../../packages/contract/src/spec-texts.fixture';
import { DEMO_PASSWORD, expectAccessible, screenshot, signInWithApi } from './helpers';
import { E2E_PORT, startServer, type E2eServer } from '../servers';
import { test } from './test';

/**
 * The account flows of issue 3, as a new user would go through them. Codes and links arrive in the
 * outbox, which the embedded default also prints to the log: this file runs its own server with the log
 * on, and reads them from there like a developer would.
 */
// Within the E2E_PORT range (3291 by default), so runs given different ranges never share this server.
const PORT = Number(process.env.E2E_ACCOUNTS_PORT ?? E2E_PORT + 81);
const BASE = `http://127.0.0.1:${PORT}`;

let server: E2eServer | undefined;
const logLines: string[] = [];

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  let rest = '';
  server = await startServer(PORT, {
    env: {
      LOG_LEVEL: 'info',
      // Light proof of work: the flow is what is tested here, not the browser's speed.
      CAPTCHA_COST: '20000',
      PUBLIC_URL: BASE,
    },
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

/** The newest outbox message to an address, as the server logged it. */
async function outbox(to: string, after = 0): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const found = logLines
      .slice(after)
      .filter((l) => l.includes('"msg":"outbox"'))
      .map((l) => JSON.parse(l) as { to: string; body: string })
      .filter((m) => m.to === to)
      .at(-1);
    if (found) return found.body;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no message to ${to} in the outbox`);
}

const codeIn = (body: string) => /code is (\d{6})/.exec(body)?.[1] ?? '';

/** Every test calls from its own address: sign-in failures are counted per address. */
let address = 0;
async function asNewVisitor(page: Page): Promise<void> {
  address += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${address}` });
}

async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').pressSequentially(code, { delay: 20 });
}

async function pasteCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
}

test('a new user receives an invite, registers, is signed in, and signs out', async ({ page, request }) => {
  await asNewVisitor(page);
  const signin = await request.post(`${BASE}/api/auth/signin`, {
    data: { email: 'landlord@demo.test', password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': '198.51.100.1' },
  });
  const token = ((await signin.json()) as { data: { accessToken: string } }).data.accessToken;
  const buildings = await request.get(`${BASE}/api/property/buildings?pageSize=2`, {
    headers: { authorization: token },
  });
  const ids = ((await buildings.json()) as { data: { rows: { id: string }[] } }).data.rows.map((b) => b.id);
  const invited = await request.post(`${BASE}/api/invite/invite-user`, {
    headers: { authorization: token },
    data: { email: 'nina@new.test', role: 'pm', buildingIds: ids },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);

  const link = /(http\S+\/invite\/user\/[\w-]+)/.exec(await outbox('nina@new.test'))?.[1] ?? '';
  await page.goto(link);
  await expect(page.getByLabel('Email')).toHaveValue('nina@new.test');
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Role')).toHaveValue('Property');
  await page.getByLabel('Name').fill('Nina New');
  await page.getByLabel('Job Title').fill('Leasing Agent');
  await page.getByLabel('Phone Number').pressSequentially('3125550142');
  await expect(page.getByLabel('Phone Number')).toHaveValue('(312) 555-0142');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Password', { exact: true }).blur();
  await expect(page.getByText(SPEC_TEXTS.passwordLength.text)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Welcome-home-1!');
  await page.getByLabel('Confirm Password').fill('Welcome-home-2!');
  await page.getByLabel('Confirm Password').blur();
  await expect(page.getByText(SPEC_TEXTS.passwordMismatch.text)).toBeVisible();
  await page.getByLabel('Confirm Password').fill('Welcome-home-1!');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('checkbox').check();
  await expectAccessible(page);
  await screenshot(page, 'accounts-register');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard');

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  // The URL, not a load event: the sign-in page may be reached by a second navigation that aborts the first.
  await expect(page).toHaveURL(/\/login(\?.*)?$/);
});

test('a lost invite is found with the e-mailed code, and its Accept opens a working register page', async ({
  page,
  request,
}) => {
  await asNewVisitor(page);
  const landlord = await signInWithApi(request, 'landlord@demo.test');
  const buildings = await request.get(`${BASE}/api/property/buildings?pageSize=1`, {
    headers: { authorization: landlord.token },
  });
  const [building] = ((await buildings.json()) as { data: { rows: { id: string; name: string }[] } }).data
    .rows;
  const invited = await request.post(`${BASE}/api/invite/invite-user`, {
    headers: { authorization: landlord.token },
    data: { email: 'lost@new.test', role: 'pm', buildingIds: [building!.id] },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);
  const before = logLines.length;

  await page.goto('/lost-invite');
  await page.getByLabel('Your Email').fill('lost@new.test');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText(INVITE_LOOKUP_SENT)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'accounts-lost-invite-code');
  const code = /code to see your invite[^\d]*(\d{6})/.exec(await outbox('lost@new.test', before))?.[1] ?? '';
  await typeCode(page, code);

  const table = page.getByRole('table', { name: 'Invited properties' });
  for (const column of [
    'Building Name',
    'Building Type',
    'Email',
    'Total Units',
    'Billing State',
    'Billing City',
  ]) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('cell', { name: building!.name, exact: true })).toBeVisible();
  await expect(page.getByText('landlord@demo.test (Landlord) has invited you')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'accounts-lost-invite-found');

  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Accept' }).click(),
  ]);
  await expect(tab.getByLabel('Email')).toHaveValue('lost@new.test');
  await expect(tab.getByLabel('Confirm Password')).toBeVisible();
  await tab.close();
});

test('/register and /decline-invite without a working link say why and offer the way on, not a form', async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.goto('/register');
  await expect(page.getByText('Registration is by invitation')).toBeVisible();
  await expect(page.getByLabel('Confirm Password')).toHaveCount(0);
  await expectAccessible(page);
  await page.goto(`/invite/user/${'x'.repeat(43)}`);
  await expect(page.getByText('This invite link does not work')).toBeVisible();
  await expect(page.getByLabel('Confirm Password')).toHaveCount(0);
  await screenshot(page, 'accounts-register-bad-link');
  await page.getByRole('link', { name: 'Find your invite' }).click();
  await page.waitForURL('**/lost-invite');
  await page.goto(`/decline-invite?token=${'x'.repeat(43)}`);
  await expect(page.getByText('This invite link does not work')).toBeVisible();
  await expect(page.getByLabel('Reason')).toHaveCount(0);
});

test('an existing pm accepts an invite to another building without registering again', async ({
  page,
  request,
}) => {
  await asNewVisitor(page);
  const landlord = await signInWithApi(request, 'landlord@demo.test');
  const pmB = await signInWithApi(request, 'pm-b@demo.test');
  const buildingsOf = async (token: string) => {
    const res = await request.get(`${BASE}/api/property/buildings?pageSize=50`, {
      headers: { authorization: token },
    });
    return ((await res.json()) as { data: { rows: { id: string; name: string }[] } }).data.rows;
  };
  // Preconditions: pm-b is of the landlord's line, and the building invited to is one it does not hold yet.
  expect(pmB.user.landlordId).toBe(landlord.user.landlordId);
  const held = await buildingsOf(pmB.token);
  const building = (await buildingsOf(landlord.token)).find((b) => !held.some((h) => h.id === b.id));
  if (!building) throw new Error('pm-b@demo.test already holds every building of its landlord');
  const before = logLines.length;
  const invited = await request.post(`${BASE}/api/invite/invite-user`, {
    headers: { authorization: landlord.token },
    data: { email: 'pm-b@demo.test', role: 'pm', buildingIds: [building.id] },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);
  const link = /(http\S+\/invite\/user\/[\w-]+)/.exec(await outbox('pm-b@demo.test', before))?.[1] ?? '';

  // Signed out, the landing sends the existing account to sign in instead of offering to register.
  await page.goto(link);
  await expect(page.getByText('You already have an account with pm-b@demo.test.')).toBeVisible();
  await expect(page.getByLabel('Confirm Password')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'accounts-invite-existing-signed-out');
  await page.getByRole('link', { name: 'Sign in' }).click();
  // The URL, not a load event: the sign-in page may be reached by a second navigation that aborts the first.
  await expect(page).toHaveURL(/\/login(\?.*)?$/);
  await fillSignIn(page, 'pm-b@demo.test', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard');

  // Signed in as the addressee, the same link accepts the invite.
  await page.goto(link);
  await expect(page.getByRole('list', { name: 'Invited properties' }).getByText(building.name)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'accounts-invite-accept');
  const listed = page.waitForResponse((r) => /\/api\/property\/buildings\?page=/.test(r.url()));
  // From the click, the toast and the Buildings page load from cold: on a loaded machine (7 agents on 2
  // cores) the grid showed its answer 12.6 s later, past the default 10 s, so these steps wait longer.
  const slow = { timeout: 30_000 };
  await page.getByRole('button', { name: 'Accept invite' }).click();
  await expect(page.getByText('Accept Success!')).toBeVisible(slow);
  await page.waitForURL('**/dashboard/property/buildings');
  // The grant, as the grid's own call answers it: the buildings held before and the one invited to.
  const rows = ((await (await listed).json()) as { data: { rows: { id: string }[] } }).data.rows;
  expect(rows.map((b) => b.id).sort()).toEqual([...held.map((b) => b.id), building.id].sort());
  const grid = page.getByRole('table', { name: 'Buildings' });
  await expect(grid.getByRole('cell', { name: building.name, exact: true })).toBeVisible(slow);
  await screenshot(page, 'accounts-invite-accepted-buildings');
});

test('three wrong passwords bring the captcha; solved, the sign-in goes through', async ({ page }) => {
  await asNewVisitor(page);
  await page.goto('/login');
  for (let i = 0; i < 3; i += 1) {
    await fillSignIn(page, 'vp@demo.test', 'wrong-password-1!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(MESSAGES.signInFailed).last()).toBeVisible();
  }
  await expect(page.getByText("I'm not a robot")).toBeVisible();
  await fillSignIn(page, 'vp@demo.test', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await screenshot(page, 'accounts-captcha');
  await page.locator('altcha-widget label').click();
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard');
});

/** The user the portal keeps in local storage under `user` (§3.1). */
const storedUser = (page: Page): Promise<unknown> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown);

test('two-factor by e-mail code: a wrong code is refused, a pasted one signs in', async ({ page }) => {
  await asNewVisitor(page);
  await page.goto('/login');
  const before = logLines.length;
  await fillSignIn(page, 'mfa@demo.test', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Two-Step Verification' })).toBeVisible();
  // Before the code the browser holds only what the code screen needs, masked (issue 7, finding 9).
  expect(await storedUser(page)).toEqual({
    email: 'm***@demo.test',
    phone: null,
    mfaMethod: 'email',
    require2FA: true,
  });
  await expect(page.getByText(MESSAGES.twoStepAnnouncement)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend Code \(\d:\d\d\)/ })).toBeDisabled();
  const code = codeIn(await outbox('mfa@demo.test', before));
  await typeCode(page, String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await expect(page.getByText(SPEC_TEXTS.wrongCode.text)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'accounts-two-factor-wrong');
  await pasteCode(page, code);
  await page.waitForURL('**/dashboard');
  // Then the user of §3.1 in the client's names, mapped from the server's wire names.
  expect(Object.keys((await storedUser(page)) as object).sort()).toEqual(
    [
      'name',
      'email',
      'role',
      'image',
      'jobTitle',
      'isVerified',
      'mfaMethod',
      'phone',
      'id',
      'theme',
      'require2FA',
      'requirePasswordUpdate',
      'landlordId',
    ].sort(),
  );
  expect(await storedUser(page)).toMatchObject({
    name: 'Morgan Two-Step',
    email: 'mfa@demo.test',
    role: 'pm',
  });
});

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  await asNewVisitor(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await page.getByLabel('Email').fill('pm@demo.test');
  const before = logLines.length;
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(SPEC_TEXTS.resetSent.text)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Resend' })).toHaveAttribute('href', '/reset-password');
  await screenshot(page, 'accounts-reset-sent');
  const link = /(http\S+\/reset-password\/[\w-]+)/.exec(await outbox('pm@demo.test', before))?.[1] ?? '';
  await page.goto(link);
  await page.getByLabel('New Password').fill('Fresh-pass-2026!');
  await page.getByLabel('Confirm Your Password').fill('Fresh-pass-2026!');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  // The URL, not a load event: the sign-in page may be reached by a second navigation that aborts the first.
  await expect(page).toHaveURL(/\/login(\?.*)?$/);
  await fillSignIn(page, 'pm@demo.test', 'Fresh-pass-2026!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard');
});

test('the profile is saved with a new photo after a two-factor code', async ({ page }) => {
  await asNewVisitor(page);
  await page.goto('/login');
  await fillSignIn(page, 'rm@demo.test', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/my-profile');
  await page.getByLabel('Job Title').fill('Regional Manager');
  await page.getByLabel('Change Picture').check();
  // The smallest valid PNG: one transparent pixel.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('button', { name: 'Remove the new picture and choose another' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'accounts-profile');
  const before = logLines.length;
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Two-Step Verification' })).toBeVisible();
  await typeCode(page, codeIn(await outbox('rm@demo.test', before)));
  await page.waitForURL('**/dashboard');
  await expect(page.getByText('Profile saved.')).toBeVisible();
});

test('a new e-mail address takes effect once the link sent to it is followed', async ({ page }) => {
  await asNewVisitor(page);
  await page.goto('/login');
  await fillSignIn(page, 'rm2@demo.test', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/my-profile');
  await page.getByRole('textbox', { name: 'Email' }).fill('rosa@new.test');
  const before = logLines.length;
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Two-Step Verification' })).toBeVisible();
  // The code goes to the current address, never to the one being typed.
  await typeCode(page, codeIn(await outbox('rm2@demo.test', before)));
  await page.waitForURL('**/dashboard');
  await expect(page.getByText(/Open the link we sent to rosa@new\.test/)).toBeVisible();
  expect(await outbox('rm2@demo.test', before)).toContain('A new e-mail address was requested');
  const link = /(http\S+\/confirm-email\/[\w-]+)/.exec(await outbox('rosa@new.test', before))?.[1] ?? '';
  await page.goto(link);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your new e-mail address is confirmed. Please sign in with it.')).toBeVisible();
});

test('a user who must update the password is held at /update-auth first', async ({ page }) => {
  await asNewVisitor(page);
  await page.goto('/login');
  await fillSignIn(page, 'update@demo.test', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/update-auth');
  await page.goto('/dashboard');
  await page.waitForURL('**/update-auth');
  await page.getByLabel('Old Password').fill(DEMO_PASSWORD);
  await page.getByLabel('New Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('New Password', { exact: true }).blur();
  await expect(page.getByText(SPEC_TEXTS.reusedPassword.text)).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('Better-pass-2026!');
  await page.getByLabel('Confirm New Password').fill('Better-pass-2026!');
  await expectAccessible(page);
  await screenshot(page, 'accounts-update-auth');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeHidden();
  await page.getByRole('button', { name: 'Go To Dashboard' }).click();
  await page.waitForURL('**/dashboard');
});

test("one person's three mistakes do not challenge a colleague behind the same office address", async ({
  page,
  browser,
}) => {
  await asNewVisitor(page);
  const office = `203.0.113.${address}`;
  await page.goto('/login');
  for (let i = 0; i < 3; i += 1) {
    await fillSignIn(page, 'vp2@demo.test', 'wrong-password-1!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(MESSAGES.signInFailed).last()).toBeVisible();
  }
  await expect(page.getByText("I'm not a robot")).toBeVisible();

  // A colleague at the next desk: the same address, another account, a browser of its own. Accounts no
  // other test here changes: the suite resets pm's password and uses rm's.
  const context = await browser.newContext({ baseURL: BASE });
  const colleague = await context.newPage();
  await colleague.setExtraHTTPHeaders({ 'x-forwarded-for': office });
  await colleague.goto('/login');
  await fillSignIn(colleague, 'pm2@demo.test', DEMO_PASSWORD);
  await expect(colleague.getByText("I'm not a robot")).toBeHidden();
  await colleague.getByRole('button', { name: 'Continue' }).click();
  await colleague.waitForURL('**/dashboard');
  await context.close();
});
