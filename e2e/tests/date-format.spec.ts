import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import type { ApplicationRecord, AttentionSection, DateFormat, InvoiceRow } from '@lease/contract';
import {
  expectAccessible,
  screenshot,
  signInWithApi,
  useStoredSession,
  waitForPageLoaded,
  type ApiSession,
} from './helpers';
import { test } from './test';

/** Issue #25 item 5, decision 0026: one date setting, with the theme, that grids, cards, e-mails and PDFs follow. */

/** A day (YYYY-MM-DD) as each format writes it, worked out here rather than by the formatter under test. */
function written(iso: string, format: DateFormat): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  if (format === 'YYYY-MM-DD') return `${y}-${m}-${d}`;
  return format === 'MM/DD/YYYY' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

/** The shape of a moment in each format, with the Eastern zone the server writes times in. */
const MOMENT: Record<DateFormat, RegExp> = {
  'DD/MM/YYYY': /Coverage ends at \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M E[SD]T\./,
  'MM/DD/YYYY': /Coverage ends at (0\d|1[0-2])\/\d\d\/\d{4} \d\d:\d\d [AP]M E[SD]T\./,
  'YYYY-MM-DD': /Coverage ends at \d{4}-\d\d-\d\d \d\d:\d\d [AP]M E[SD]T\./,
};

async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
) {
  const res = await request.fetch(`/api${path}`, { method, headers: { authorization: token }, data });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Picks a format in the theme panel and closes it, which saves it (§2.10). */
async function choose(page: Page, format: DateFormat, shot?: string) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Theme settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Theme settings' });
  const option = panel.getByRole('radio', { name: new RegExp(`^${format.replace(/\//g, '\\/')} `) });
  await option.check();
  if (shot) {
    await panel.getByRole('radio', { name: /^YYYY-MM-DD / }).scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await screenshot(page, shot);
  }
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/auth/user-theme') && r.ok());
  await panel.getByRole('button', { name: 'Close theme settings' }).click();
  await saved;
}

/** Cancels one more of the landlord's policies in force that nobody flagged; the landlord is e-mailed. */
async function cancelOne(request: APIRequestContext, session: ApiSession): Promise<string> {
  const page = await api<{ rows: ApplicationRecord[] }>(request, session.token, 'POST', '/property/policy', {
    pageSize: 100,
  });
  const riderId = page.rows.findLast((r) => r.policy_status === 'in_force' && r.rider_id)?.rider_id;
  expect(riderId).toBeTruthy();
  await api(request, session.token, 'POST', '/property/cancel-policy', { riderIds: [riderId] });
  return riderId!;
}

/** What the Email page shows of the newest cancellation notice for this rider. */
async function emailBody(page: Page, riderId: string): Promise<string> {
  await page.goto('/dashboard/email');
  await waitForPageLoaded(page);
  await page
    .getByRole('button', { name: `View Policy cancellation notice: ${riderId}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Policy cancellation notice: ${riderId}` });
  await expect(dialog).toBeVisible();
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: /close/i }).first().click();
  return text;
}

async function invoicePdfText(request: APIRequestContext, token: string, id: string): Promise<string> {
  const res = await request.get(`/api/invoice/pdf?id=${id}`, { headers: { authorization: token } });
  expect(res.status()).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(await res.body()) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

test('the date-format setting changes a grid, a dashboard card, an e-mail and a PDF', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const session = await signInWithApi(page.request, 'landlord@demo.test');
  await useStoredSession(page, session);

  // What the landlord's pages will show: the applications grid's first row, a dated card item, an invoice.
  await page.goto('/dashboard/property/applications');
  await waitForPageLoaded(page);
  const grid = page.getByRole('table');
  const dayCell = 'td[data-field="lease_start_date"]';
  const firstRow = grid
    .locator('tr[data-id]')
    .filter({ has: page.locator(dayCell, { hasText: /\d{4}/ }) })
    .first();
  await expect(firstRow).toBeVisible();
  const rowId = (await firstRow.getAttribute('data-id'))!;
  const leaseStart = grid.locator(`tr[data-id="${rowId}"] ${dayCell}`);
  // Read in the spec's default, DD/MM/YYYY.
  const shown = (await leaseStart.textContent()) ?? '';
  expect(shown).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  const startIso = shown.split('/').reverse().join('-');

  const summary = await api<{ attention: AttentionSection[] }>(
    page.request,
    session.token,
    'GET',
    '/dashboard/summary',
  );
  const dated = summary.attention.flatMap((s) => s.items).find((i) => i.date)!;
  expect(dated).toBeTruthy();
  const invoices = await api<{ rows: InvoiceRow[] }>(
    page.request,
    session.token,
    'GET',
    '/invoice/list?pageSize=5',
  );
  const invoice = invoices.rows[0]!;

  for (const format of ['MM/DD/YYYY', 'YYYY-MM-DD'] as const) {
    // The setting, with the theme settings; closing the panel saves it.
    await page.goto('/dashboard/property/applications');
    await waitForPageLoaded(page);
    await choose(page, format, format === 'MM/DD/YYYY' ? 'date-format-panel' : undefined);

    // A grid follows at once, without a reload.
    await expect(leaseStart).toHaveText(written(startIso, format));
    if (format === 'MM/DD/YYYY') {
      await expectAccessible(page);
      await screenshot(page, 'date-format-grid');
    }

    // A dashboard card, each date once.
    await page.goto('/dashboard');
    await waitForPageLoaded(page);
    const day = written(dated.date!, format);
    const item = page.getByRole('listitem').filter({ hasText: dated.title }).filter({ hasText: day }).first();
    await expect(item).toBeVisible();
    expect(((await item.textContent()) ?? '').split(day)).toHaveLength(2);

    // An e-mail: the Email page shows the body as the server wrote it, in the recipient's format.
    const riderId = await cancelOne(page.request, session);
    expect(await emailBody(page, riderId)).toMatch(MOMENT[format]);

    // A PDF, in the format of whoever downloads it.
    const text = await invoicePdfText(page.request, session.token, invoice.id);
    expect(text).toContain(`Due: ${written(invoice.dueDate, format)}`);
  }

  // Back to the spec's default, so nothing else this worker runs sees another format.
  await choose(page, 'DD/MM/YYYY');
});

test('the theme panel and a phone list at 390×844 with the date format set', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const session = await signInWithApi(page.request, 'landlord3@demo.test');
  await useStoredSession(page, {
    ...session,
    user: { ...session.user, theme: { ...session.user.theme, dateFormat: 'MM/DD/YYYY' } },
  });
  await page.goto('/dashboard/property/applications');
  await waitForPageLoaded(page);
  // Below `sm` the grid is a list of cards (issue #33): each card's key date is in the person's format.
  await expect(page.getByRole('table')).toHaveCount(0);
  const dated = page
    .locator('#main-content ul > li')
    .filter({ hasText: /Created / })
    .first();
  await expect(dated).toContainText(/Created (0\d|1[0-2])\/\d\d\/\d{4}$/);
  await expectAccessible(page);
  await screenshot(page, 'date-format-list-phone');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Theme settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Theme settings' });
  const option = panel.getByRole('radio', { name: /^MM\/DD\/YYYY / });
  await expect(option).toBeChecked();
  await panel.getByRole('radio', { name: /^YYYY-MM-DD / }).scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await screenshot(page, 'date-format-panel-phone');
});
