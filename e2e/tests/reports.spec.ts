import { expect, type Page } from '@playwright/test';
import { cents, dollars, REPORT_OF_ROLE, REPORT_LINKS, type AppReport } from '@lease/contract';
import {
  expectAccessible,
  expectReachableWithoutSidewaysScroll,
  screenshot,
  signInWithApi,
  useStoredSession,
  waitForPageLoaded,
} from './helpers';
import { test } from './test';

/** The report pages (file 1 §2.2, file 2 'Reports'): their charts, and numbers that match the API. */
async function as(page: Page, email: string): Promise<void> {
  await useStoredSession(page, await signInWithApi(page.request, email));
}

/** A report call with the signed-in user's token: the API suite checks these answers against the database. */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(`/api${p}`, { headers: { authorization: localStorage.getItem('token') ?? '' } });
    return ((await res.json()) as { data: T }).data;
  }, path);
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The rows of a chart's table, cell texts. */
async function tableRows(page: Page, title: string): Promise<string[][]> {
  const rows = section(page, title).getByRole('table', { name: title }).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  );
}

async function expectReportMatchesApi(page: Page, query: string): Promise<void> {
  const report = await api<AppReport>(page, `/report/app${query}`);
  const users = await api<{ total: number }>(page, `/report/usercount${query}`);
  const buildings = await api<{ count: number }>(page, `/report/building${query}`);
  const landlords = await api<{ count: number }>(page, `/report/landlord${query}`);
  await expect(page.getByTestId('tile-Users')).toHaveText(users.total.toLocaleString('en-US'));
  await expect(page.getByTestId('tile-Buildings')).toHaveText(buildings.count.toLocaleString('en-US'));
  await expect(page.getByTestId('tile-Landlords')).toHaveText(landlords.count.toLocaleString('en-US'));

  // Each chart is drawn, with its accessible title, beside its table.
  for (const title of [
    'Applications by stage and product',
    'Policies in force',
    'Premium invoiced and outstanding',
  ]) {
    const chart = section(page, title).getByRole('img', { name: `${title} chart` });
    await expect(chart).toBeVisible();
    // Its marks: the bars, or the lines.
    expect(await chart.locator('rect, path').count()).toBeGreaterThan(0);
  }
  const inForce = await tableRows(page, 'Policies in force');
  // Money shows as money: "$623,300.00", never "623300.00".
  const money = (amount: string) => dollars(cents(amount));
  expect(inForce.map((r) => [Number(r[1]), r[2]])).toEqual(
    report.policiesInForce.map((p) => [p.count, money(p.coverage)]),
  );
  const premiums = await tableRows(page, 'Premium invoiced and outstanding');
  expect(premiums.map((r) => [r[1], r[2]])).toEqual(
    report.premiums.map((p) => [money(p.invoiced), money(p.outstanding)]),
  );
  // Time to decision: each week's final decisions, as the API counts them (issue #32).
  const decisions = await tableRows(page, 'Time to decision');
  expect(decisions.map((r) => Number(r[r.length - 3]))).toEqual(report.timeToDecision.map((w) => w.decided));
  expect(decisions.map((r) => r[r.length - 1])).toEqual(
    report.timeToDecision.map((w) => `${Math.round(w.within24h * 100)} %`),
  );
  const apps = await tableRows(page, 'Applications by stage and product');
  const total = apps.reduce((n, r) => n + Number(r[r.length - 1]), 0);
  expect(total).toBe(report.applications.reduce((n, a) => n + a.count, 0));
  expect(total).toBeGreaterThan(0);
}

const CASES = [
  {
    email: 'admin@demo.test',
    path: '/dashboard/report/landlord',
    title: 'Landlord Report',
    shot: 'reports-admin-landlord',
  },
  {
    email: 'landlord@demo.test',
    path: '/dashboard/report/full-portfolio',
    title: 'Full Portfolio Report',
    shot: 'reports-landlord-full-portfolio',
  },
  {
    email: 'vp@demo.test',
    path: '/dashboard/report/multi-site',
    title: 'Multi-Site Report',
    shot: 'reports-vp-multi-site',
  },
] as const;

for (const c of CASES) {
  test(`${c.email} reads the ${c.title} with numbers that match the API`, async ({ page }) => {
    await as(page, c.email);
    await page.goto(c.path);
    await waitForPageLoaded(page);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(section(page, 'Policies in force')).toBeVisible();
    await expectReportMatchesApi(page, '');
    await expectAccessible(page);
    await screenshot(page, c.shot);
  });
}

test('rm@demo.test picks a building on the Property Report and narrows the months', async ({ page }) => {
  await as(page, 'rm@demo.test');
  await page.goto('/dashboard/report/property');
  await waitForPageLoaded(page);
  await expect(page.getByText('Choose a building')).toBeVisible();
  const building = page.getByRole('combobox', { name: 'Building' });
  await building.click();
  const first = page.getByRole('option').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(building).toHaveValue(name);
  const buildings = await api<{ rows: { id: string; name: string }[] }>(
    page,
    `/property/buildings?pageSize=50&sort=name`,
  );
  const id = buildings.rows.find((b) => b.name === name)!.id;
  await expect(page.getByTestId('tile-Buildings')).toHaveText('1');
  await expectReportMatchesApi(page, `?buildingId=${id}`);

  // A narrower range: the monthly series shrink to its months.
  const now = new Date();
  const month = (back: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
  // An empty month field reads "Any month" until it is used: click it, as a person does, then type.
  await page.getByLabel('From').click();
  await page.getByLabel('From').fill(month(2));
  await expect(section(page, 'Policies in force').locator('tbody tr')).toHaveCount(3);
  await expectReportMatchesApi(page, `?buildingId=${id}&from=${month(2)}`);
  await expectAccessible(page);
  await screenshot(page, 'reports-rm-property');
});

test('the CSV export of a chart holds its table', async ({ page }) => {
  await as(page, 'landlord@demo.test');
  await page.goto('/dashboard/report/landlord');
  await waitForPageLoaded(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Policies in force as CSV' }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(text)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Month,Policies in force,Coverage ($)');
  // The CSV keeps plain decimals for a spreadsheet; the page shows the same amounts as dollars.
  const rows = await tableRows(page, 'Policies in force');
  const csvRows = lines.slice(1).map((l) => l.match(/^(.*),(\d+),(.*)$/)!.slice(1));
  expect(csvRows.map(([month, count, amount]) => [month, count, dollars(cents(amount))])).toEqual(rows);
});

test('a chart tells the values of a month on hover and on keyboard focus', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await as(page, 'landlord@demo.test');
  await page.goto('/dashboard/report/landlord');
  await waitForPageLoaded(page);
  const report = await api<AppReport>(page, '/report/app');
  const money = (amount: string) => dollars(cents(amount));
  const tooltip = page.getByTestId('chart-tooltip');

  // The pointer over the premiums' last month: its label, and both amounts as the table shows them.
  const premiums = section(page, 'Premium invoiced and outstanding').getByRole('img');
  await premiums.scrollIntoViewIfNeeded();
  const box = (await premiums.boundingBox())!;
  await page.mouse.move(box.x + box.width - 12, box.y + box.height / 2);
  const last = report.premiums.at(-1)!;
  // Months named as the card's table names them.
  const month = (await tableRows(page, 'Premium invoiced and outstanding')).at(-1)![0];
  await expect(tooltip).toHaveText(
    `${month}Invoiced${money(last.invoiced)}Outstanding${money(last.outstanding)}`,
  );
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);

  // Tabbed to from its card's CSV button, the chart shows its first month; End goes to the last.
  await page.getByRole('button', { name: 'Export Policies in force as CSV' }).focus();
  await page.keyboard.press('Tab');
  const inForce = section(page, 'Policies in force').getByRole('img', { name: 'Policies in force chart' });
  await expect(inForce).toBeFocused();
  const [first, end] = [report.policiesInForce[0]!, report.policiesInForce.at(-1)!];
  const months = (await tableRows(page, 'Policies in force')).map((r) => r[0]);
  const [firstMonth, endMonth] = [months[0], months.at(-1)];
  await expect(tooltip).toHaveText(
    `${firstMonth}Policies${first.count.toLocaleString('en-US')}Coverage${money(first.coverage)}`,
  );
  await page.keyboard.press('End');
  await expect(tooltip).toHaveText(
    `${endMonth}Policies${end.count.toLocaleString('en-US')}Coverage${money(end.coverage)}`,
  );
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(tooltip).toContainText(firstMonth!);
  // Leaving the chart takes its tooltip away.
  await page.keyboard.press('Tab');
  await expect(tooltip).toHaveCount(0);
});

test('pm@demo.test, whose menu hides reports, is not served the report calls', async ({ page }) => {
  await as(page, 'pm@demo.test');
  await page.goto('/dashboard');
  await waitForPageLoaded(page);
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/report/app', {
      headers: { authorization: localStorage.getItem('token') ?? '' },
    });
    return res.status;
  });
  expect(status).toBe(403);
});

/** Issue #36: the Reports entry of the menu and the search box, and the month fields' placeholder. */
const ROLE_EMAIL = {
  admin: 'admin@demo.test',
  ll: 'landlord@demo.test',
  vp: 'vp@demo.test',
  rm: 'rm@demo.test',
} as const;

for (const [role, email] of Object.entries(ROLE_EMAIL) as [keyof typeof ROLE_EMAIL, string][]) {
  test(`${role} reaches its report from the menu and from the search box`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await as(page, email);
    await page.goto('/dashboard');
    await waitForPageLoaded(page);
    const to = REPORT_OF_ROLE[role]!;
    const title = REPORT_LINKS.find((l) => l.to === to)!.label;
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(`**${to}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByLabel('From')).toHaveAttribute('placeholder', 'Any month');
    await expect(page.getByLabel('From')).toHaveValue('');

    await page.goto('/dashboard');
    await waitForPageLoaded(page);
    // The dashboard links to it too.
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', to);
    const search = page.getByRole('combobox', { name: 'Search UI' });
    // The light box hands over to the full one on first use: type again if the first letters were dropped.
    await expect(async () => {
      await search.fill('Report');
      await expect(page.getByRole('option', { name: 'Reports' })).toBeVisible({ timeout: 2000 });
    }).toPass();
    await search.press('Enter');
    await page.waitForURL(`**${to}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    if (role === 'admin') {
      await expect(section(page, 'Policies in force')).toBeVisible();
      // The widest table fits its card: no scrolling sideways inside it.
      const table = page.getByRole('region', { name: 'Applications by stage and product table' });
      expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await expectAccessible(page);
      await screenshot(page, 'reports-menu-admin-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      await expectReachableWithoutSidewaysScroll(
        page,
        page.getByRole('button', { name: /^Export Policies/ }),
      );
      // A stage's long name is cut to the phone's chart, whole in its <title>.
      const stages = section(page, 'Applications by stage and product').getByRole('img');
      await expect(stages.locator('text', { hasText: /^02 - Document.*…$/ })).toHaveCount(1);
      await expect(stages.locator('title')).toContainText(['02 - Document Verification and Onboarding']);
      await screenshot(page, 'reports-admin-390');
    }
  });
}

test('pm finds no Reports in the menu nor in the search box', async ({ page }) => {
  await as(page, 'pm@demo.test');
  await page.goto('/dashboard');
  await waitForPageLoaded(page);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  const search = page.getByRole('combobox', { name: 'Search UI' });
  await expect(async () => {
    await search.fill('Report');
    await expect(page.getByText('No matching page')).toBeVisible({ timeout: 2000 });
  }).toPass();
});
