import { expect, type Page } from '@playwright/test';
import { expectAccessible, screenshot, signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

/**
 * Issue #33: below `sm` every grid page is a list of cards with its search, filter chips, a sort menu,
 * "Load more" on the same list calls, and a tap that opens the row's dialog; the desktop table is never
 * fetched, and nothing scrolls sideways.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function openAsPhone(page: Page, email: string, path: string): Promise<string[]> {
  await useStoredSession(page, await signInWithApi(page.request, email));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(path);
  await waitForPageLoaded(page);
  return scripts;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
}

const cards = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('listitem');

/** Chooses `label` in the sort menu and waits for the list to be read again. */
async function sortBy(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: /^Sort: / }).click();
  await page.getByRole('menuitem', { name: label }).click();
  await expect(page.getByRole('button', { name: `Sort: ${label}` })).toBeVisible();
}

test('applications on a phone: search, chips, sort, load more, a tap opens the record', async ({ page }) => {
  const scripts = await openAsPhone(page, 'landlord@demo.test', '/dashboard/property/applications');
  const list = cards(page, 'Applications');
  await expect(list).toHaveCount(25);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshot(page, 'phone-applications');

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(list).toHaveCount(50);

  await sortBy(page, 'Tenant, A to Z');
  await expect(list).toHaveCount(25);
  const names = await list.evaluateAll((items) => items.map((i) => i.getAttribute('aria-label') ?? ''));
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

  await page.getByRole('button', { name: 'Stage' }).click();
  await page.getByRole('menuitemcheckbox', { name: '05 - Policy Issued' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Stage: 05 - Policy Issued' })).toBeVisible();
  await expect(list.first()).toContainText('05 - Policy Issued');
  for (const text of await list.allInnerTexts()) expect(text).toContain('05 - Policy Issued');

  const first = (await list.first().getAttribute('aria-label')) ?? '';
  await page.getByLabel('Search tenant, rider id, unit or building').fill(first.split(',')[0]!);
  await expect(list.first()).toHaveAttribute('aria-label', first);
  await expect.poll(() => list.count()).toBeLessThan(25);
  await screenshot(page, 'phone-applications-filtered');

  await list.first().getByRole('button', { name: first, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  expect(scripts.filter((s) => /\/table-/.test(s))).toEqual([]);
});

test('a rotation keeps the search, the filter, the order and the scroll position', async ({ page }) => {
  await openAsPhone(page, 'landlord@demo.test', '/dashboard/property/applications');
  await page.getByRole('button', { name: 'Product' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Rent Guaranty' }).click();
  await page.keyboard.press('Escape');
  await sortBy(page, 'Building, A to Z');
  await page.getByLabel('Search tenant, rider id, unit or building').fill('a');
  await expect(cards(page, 'Applications').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 500 }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);

  await page.setViewportSize({ width: 844, height: 390 });
  const grid = page.getByRole('table', { name: 'Applications' });
  await expect(grid).toBeVisible();
  await expect(page.getByLabel('Search tenant, rider id, unit or building')).toHaveValue('a');
  await expect(page.getByRole('combobox', { name: 'Product' })).toContainText('Rent Guaranty');
  await expect(grid.getByRole('columnheader', { name: 'Building' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Sort: Building, A to Z' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Product: Rent Guaranty' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
});

interface Walk {
  path: string;
  email?: string;
  list: string;
  search: { label: string; text: (firstTitle: string) => string };
  chip?: { name: string; option: string; shows: string; multiple?: boolean };
  sort: string;
  /** The rows on the first page, and whether a second one loads. */
  pageSize: number;
  more: boolean;
  /** The name of the dialog a tap on a card opens; none when the grid's rows open nothing. */
  dialog?: RegExp;
  shot: string;
}

/** One list page on a phone, walked as the issue asks; the desktop table never fetched. */
async function walk(page: Page, w: Walk): Promise<void> {
  const scripts = await openAsPhone(page, w.email ?? 'landlord@demo.test', w.path);
  const list = cards(page, w.list);
  await expect(list).toHaveCount(w.pageSize);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshot(page, w.shot);
  if (w.more) {
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => list.count()).toBeGreaterThan(w.pageSize);
  } else await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await sortBy(page, w.sort);
  if (w.chip) {
    await page.getByRole('button', { name: w.chip.name, exact: true }).click();
    await page.getByRole(w.chip.multiple ? 'menuitemcheckbox' : 'menuitem', { name: w.chip.option }).click();
    if (w.chip.multiple) await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: `${w.chip.name}: ${w.chip.option}` })).toBeVisible();
    await expect(list.first()).toContainText(w.chip.shows);
    // Every card of the filtered list, once the answer has replaced the cards of the list before it.
    await expect
      .poll(async () => (await list.allInnerTexts()).filter((text) => !text.includes(w.chip!.shows)))
      .toEqual([]);
  }
  const first = (await list.first().getAttribute('aria-label')) ?? '';
  await page.getByLabel(w.search.label).fill(w.search.text(first));
  await expect(list.first()).toHaveAttribute('aria-label', first);
  await expect.poll(() => list.count()).toBeLessThan(w.pageSize);
  await expectNoSidewaysScroll(page);
  await screenshot(page, `${w.shot}-narrowed`);
  if (w.dialog) {
    await list.first().getByRole('button', { name: first, exact: true }).click();
    await expect(page.getByRole('dialog', { name: w.dialog })).toBeVisible();
    await expectAccessible(page);
  }
  expect(scripts.filter((s) => /\/table-/.test(s))).toEqual([]);
}

test('claims on a phone', async ({ page }) => {
  await walk(page, {
    path: '/dashboard/property/claims',
    email: 'admin@demo.test',
    list: 'Claims',
    search: { label: 'Search claim number, contact, building or rider id', text: (t) => t },
    chip: { name: 'Status', option: 'Submitted', shows: 'Submitted' },
    sort: 'Claim number',
    pageSize: 25,
    more: true,
    dialog: /.+/,
    shot: 'phone-claims',
  });
});

test('invoices on a phone', async ({ page }) => {
  await walk(page, {
    path: '/dashboard/invoice',
    email: 'admin@demo.test',
    list: 'Invoices',
    search: { label: 'Search invoice number', text: (t) => t.replace('Invoice ', '') },
    chip: { name: 'Status', option: 'Paid', shows: 'Paid' },
    sort: 'Largest total',
    pageSize: 25,
    more: true,
    dialog: /.+/,
    shot: 'phone-invoices',
  });
});

test('policies on a phone', async ({ page }) => {
  await walk(page, {
    path: '/dashboard/property/policies',
    list: 'Policies',
    search: { label: 'Search tenant, rider id, unit or building', text: (t) => t.split(',')[0]! },
    chip: { name: 'Product', option: 'Rent Guaranty', shows: 'RG Rent Guaranty', multiple: true },
    sort: 'Tenant, A to Z',
    pageSize: 25,
    more: true,
    dialog: /.+/,
    shot: 'phone-policies',
  });
});

test('buildings on a phone', async ({ page }) => {
  await walk(page, {
    path: '/dashboard/property/buildings',
    email: 'admin@demo.test',
    list: 'Buildings',
    search: { label: 'Search by name or city', text: (t) => t },
    sort: 'Most policies in force',
    pageSize: 25,
    more: true,
    shot: 'phone-buildings',
  });
});

test('users on a phone', async ({ page }) => {
  await walk(page, {
    path: '/dashboard/user/property',
    email: 'admin@demo.test',
    list: 'Property users',
    search: { label: 'Search by name, email or building', text: (t) => t },
    sort: 'Name, Z to A',
    pageSize: 11,
    more: false,
    shot: 'phone-users',
  });
});

test('e-mail records on a phone', async ({ page }) => {
  // A fresh server has sent nothing: 27 messages make a second page.
  const admin = await signInWithApi(page.request, 'admin@demo.test');
  for (let i = 1; i <= 27; i += 1) {
    const res = await page.request.post('/api/email/compose', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { to: 'pm@demo.test', subject: `Phone list message ${i}`, body: 'Hello' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await walk(page, {
    path: '/dashboard/email',
    email: 'admin@demo.test',
    list: 'Email records',
    search: { label: 'Search by address or subject', text: (t) => t },
    sort: 'Oldest first',
    pageSize: 25,
    more: true,
    dialog: /.+/,
    shot: 'phone-email',
  });
});

test('the Active Log on a phone', async ({ page }) => {
  await openAsPhone(page, 'admin@demo.test', '/dashboard/active-log');
  const list = cards(page, 'Active Log');
  await expect(list).toHaveCount(50);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(list).toHaveCount(100);
  await sortBy(page, 'Oldest first');
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Action').fill('auth.signin');
  await expect
    .poll(async () => (await list.allInnerTexts()).every((t) => t.startsWith('auth.signin')))
    .toBe(true);
  // A sign-in's subject is the person, named by e-mail address rather than by a row id.
  const texts = await list.allInnerTexts();
  expect(texts.some((t) => /user \S+@\S+/.test(t))).toBe(true);
  expect(texts.filter((t) => /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/i.test(t))).toEqual([]);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshot(page, 'phone-active-log');
});

test('no list page scrolls sideways on the desktop either', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await useStoredSession(page, await signInWithApi(page.request, 'admin@demo.test'));
  for (const path of [
    '/dashboard/property/applications',
    '/dashboard/property/policies',
    '/dashboard/property/claims',
    '/dashboard/property/buildings',
    '/dashboard/invoice',
    '/dashboard/user/property',
    '/dashboard/active-log',
    '/dashboard/email',
  ]) {
    await page.goto(path);
    await waitForPageLoaded(page);
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});
