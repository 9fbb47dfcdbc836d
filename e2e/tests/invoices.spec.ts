import { readFileSync } from 'node:fs';
import { expect, type Browser, type Download, type Locator, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { ANSWERS, cents, dollars, fromCents, INVOICE_TEXTS, type InvoiceRecord } from '@lease/contract';
import { formatMoney } from '../../apps/web/src/ui/formatMoney';
import {
  expectAccessible,
  expectToast,
  screenshot,
  signInWithApi,
  useStoredSession,
  waitForPageLoaded,
  watchToasts,
  type ApiSession,
} from './helpers';
import { test } from './test';

/** Issue 14: the Invoices page, an invoice's PDF, a dispute of two lines and its credit by our staff. */

/**
 * A page of its own browser context signed in as `email`, its session for reading the API, and the
 * security-policy refusals it logs: a PDF frame the policy refused would show nothing.
 */
async function pageAs(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await signInWithApi(page.request, email);
  await useStoredSession(page, session);
  await watchToasts(page);
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  return { page, session, refused };
}

/** The detail's Total Due as the page shows money. */
const totalDue = (detail: Locator) => detail.locator('dt', { hasText: /^Total Due$/ }).locator('+ dd');

const grid = (page: Page) => page.getByRole('table', { name: 'Invoices' });
const numbers = (page: Page) => grid(page).locator('td[data-field="invoiceNum"] button');

/** The text of a PDF, words joined by single spaces (lines wrap where the page ends them). */
async function pdfText(bytes: Buffer): Promise<string> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

async function downloadedText(download: Download, invoiceNum: string): Promise<string> {
  expect(download.suggestedFilename()).toBe(`${invoiceNum}.pdf`);
  return pdfText(readFileSync(await download.path()));
}

/** Opens the Invoices page, searches the number and opens that invoice's detail. */
async function openInvoice(page: Page, invoiceNum: string) {
  await page.goto('/dashboard/invoice');
  await waitForPageLoaded(page);
  await page.getByLabel('Search invoice number').fill(invoiceNum);
  await expect(numbers(page)).toHaveText([invoiceNum]);
  await numbers(page).first().click();
  const detail = page.getByRole('dialog', { name: new RegExp(`^Invoice ${invoiceNum}`) });
  await expect(detail.getByRole('heading', { name: new RegExp(`^Invoice ${invoiceNum}`) })).toBeVisible();
  return detail;
}

async function record(page: Page, session: ApiSession, id: string): Promise<InvoiceRecord> {
  const res = await page.request.get(`/api/property/invoice?id=${id}`, {
    headers: { authorization: session.token },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: InvoiceRecord }).data;
}

test('a landlord disputes two lines of an invoice, our staff credit one, and the total and PDF follow', async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // The landlord's newest invoice: last month's, open, with no dispute yet.
  const landlord = await pageAs(browser, 'landlord@demo.test');
  let page = landlord.page;
  await page.goto('/dashboard/invoice');
  await waitForPageLoaded(page);
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await expect(numbers(page).first()).toHaveText(/^INV-\d{7}$/);
  await expect(grid(page).locator('td[data-field="status"]').first()).toHaveText('Open');
  await expectAccessible(page);
  await screenshot(page, 'invoices');
  const invoiceNum = (await numbers(page).first().textContent())!;

  // The search's answer replaces the list; clearing the box brings the list back.
  const listed = await numbers(page).count();
  expect(listed).toBeGreaterThan(1);
  let detail = await openInvoice(page, invoiceNum);
  const id = new URL(page.url()).searchParams.get('invoice')!;
  const before = await record(page, landlord.session, id);
  expect(before.openDispute).toBe(false);
  const riderIds = before.lines.map((l) => l.riderId);
  expect(riderIds.length).toBeGreaterThanOrEqual(2);
  await expect(totalDue(detail)).toHaveText(formatMoney(before.total));

  // The PDF shows inside the page, and downloads as INV-….pdf naming the invoice and every line.
  await detail.getByRole('button', { name: 'View PDF' }).click();
  const frame = detail.locator(`iframe[title="Invoice ${invoiceNum} PDF"]`);
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await expectAccessible(page);
  await frame.scrollIntoViewIfNeeded();
  await screenshot(page, 'invoice-detail');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const text = await downloadedText(download, invoiceNum);
  expect(text).toContain(invoiceNum);
  for (const riderId of riderIds) expect(text).toContain(riderId);
  expect(text).toContain(`Total due: ${dollars(cents(before.total))}`);

  // Dispute two lines with a reason.
  const [first, second] = before.lines;
  await detail.getByRole('checkbox', { name: `Choose line ${first!.riderId}` }).check();
  await detail.getByRole('checkbox', { name: `Choose line ${second!.riderId}` }).check();
  await detail.getByRole('button', { name: 'Dispute 2 lines' }).click();
  const dispute = page.getByRole('dialog', { name: `Dispute invoice ${invoiceNum}` });
  await expect(dispute.getByRole('radio', { name: /^The 2 lines chosen/ })).toBeChecked();
  await dispute.getByRole('combobox', { name: 'Reason' }).click();
  for (const reason of ['Cancellation', 'Different Amount', 'Duplicate', 'Claim Filed', 'Other']) {
    await expect(page.getByRole('option', { name: reason })).toBeVisible();
  }
  await page.getByRole('option', { name: 'Different Amount' }).click();
  await dispute.getByRole('textbox', { name: 'Comment' }).fill('These two tenants moved out mid-month.');
  await expectAccessible(page);
  await screenshot(page, 'invoice-dispute');
  await dispute.getByRole('button', { name: 'Send dispute' }).click();
  await expectToast(page, INVOICE_TEXTS.disputeSent);
  await expect(dispute).toBeHidden();
  await expect(detail.getByText('Disputes (1)')).toBeVisible();
  await expect(detail.locator('dt', { hasText: /^Status$/ }).locator('+ dd')).toHaveText('Disputed');
  await detail.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(detail).toBeHidden();
  await page.getByLabel('Search invoice number').fill('');
  await expect(numbers(page)).toHaveCount(listed);
  await expect(
    grid(page)
      .getByRole('row', { name: new RegExp(invoiceNum) })
      .locator('[data-field="openDispute"]'),
  ).toHaveText('Open');
  expect(landlord.refused).toEqual([]);
  await page.context().close();

  // Our staff answer the dispute and credit one of its lines in full, with the PDF in view.
  const admin = await pageAs(browser, 'admin@demo.test');
  page = admin.page;
  detail = await openInvoice(page, invoiceNum);
  const thread = detail.getByRole('article', { name: 'Dispute: Different Amount' });
  await expect(thread.getByText('These two tenants moved out mid-month.')).toBeVisible();
  await thread.getByRole('textbox', { name: 'Reply' }).fill('Thank you, we are checking the move-out dates.');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expectToast(page, 'Message sent.');
  await expect(thread.getByText('Thank you, we are checking the move-out dates.')).toBeVisible();
  await detail.getByRole('button', { name: 'View PDF' }).click();
  const shownBefore = await detail.locator('iframe').getAttribute('src');
  const credited = first!;
  const creditedTotal = cents(before.total) - (cents(credited.amount) - cents(credited.credited));
  await thread.getByRole('checkbox', { name: new RegExp(`^Credit ${credited.riderId}`) }).check();
  await thread.getByRole('textbox', { name: 'Note to the landlord' }).fill('Credited: moved out on the 1st.');
  await thread.getByRole('button', { name: 'Resolve dispute' }).scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await screenshot(page, 'invoice-resolve');
  await thread.getByRole('button', { name: 'Resolve dispute' }).click();
  await expectToast(page, ANSWERS.disputeResolved('credited', fromCents(creditedTotal)));
  await expect(totalDue(detail)).toHaveText(formatMoney(fromCents(creditedTotal)));
  // The PDF in view is made again: a new frame address.
  await expect(detail.locator('iframe')).not.toHaveAttribute('src', shownBefore!);
  expect(admin.refused).toEqual([]);
  await page.context().close();

  // The landlord sees the new total, the dispute credited, and a PDF that says so.
  const again = await pageAs(browser, 'landlord@demo.test');
  page = again.page;
  detail = await openInvoice(page, invoiceNum);
  await expect(totalDue(detail)).toHaveText(formatMoney(fromCents(creditedTotal)));
  await expect(detail.getByRole('article', { name: 'Dispute: Different Amount' })).toContainText('Credited');
  await detail.getByRole('button', { name: 'View PDF' }).click();
  await expect(detail.locator(`iframe[title="Invoice ${invoiceNum} PDF"]`)).toHaveAttribute('src', /^blob:/);
  const [after] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const newText = await downloadedText(after, invoiceNum);
  expect(newText).toContain(`Total due: ${dollars(creditedTotal)}`);
  expect(newText).not.toContain(`Total due: ${dollars(cents(before.total))}`);
  expect(newText).toContain(`(credited ${dollars(cents(credited.amount) - cents(credited.credited))})`);
  expect(again.refused).toEqual([]);
  await page.context().close();
});

test('a landlord looks a policy up by rider id; our staff meet the accounting connection not set up, and its return', async ({
  browser,
}) => {
  // Two people, two cold page loads and a dialog each: past 60 s on a loaded CI machine.
  test.setTimeout(120_000);
  const landlord = await pageAs(browser, 'landlord@demo.test');
  let page = landlord.page;
  await page.goto('/dashboard/invoice');
  await waitForPageLoaded(page);
  await numbers(page).first().click();
  const id = new URL(page.url()).searchParams.get('invoice')!;
  const invoice = await record(page, landlord.session, id);
  const line = invoice.lines[0]!;
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('button', { name: 'Policy lookup' }).click();
  const lookup = page.getByRole('dialog', { name: 'Policy lookup' });
  // A rider id out of reach is a failure notification; the dialog stays for another try.
  await lookup.getByRole('textbox', { name: 'Rider Id' }).fill('R-9999999');
  await lookup.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('Policy not found.')).toBeVisible();
  await lookup.getByRole('textbox', { name: 'Rider Id' }).fill(line.riderId.toLowerCase());
  await lookup.getByRole('button', { name: 'Look up' }).click();
  await expect(lookup.locator('dt', { hasText: /^Rider Id$/ }).locator('+ dd')).toHaveText(line.riderId);
  const lines = lookup.getByRole('table', { name: `Invoice lines of ${line.riderId}` });
  await expect(lines.getByRole('button', { name: invoice.invoiceNum })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'invoice-policy-lookup');
  // An invoice number in the lookup opens that invoice.
  await lines.getByRole('button', { name: invoice.invoiceNum }).click();
  await expect(
    page.getByRole('dialog', { name: new RegExp(`^Invoice ${invoice.invoiceNum}`) }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect accounting' })).toHaveCount(0);
  await page.context().close();

  const admin = await pageAs(browser, 'admin@demo.test');
  page = admin.page;
  await page.goto('/dashboard/invoice?accounting=connected');
  await expectToast(page, INVOICE_TEXTS.connected);
  await waitForPageLoaded(page);
  expect(new URL(page.url()).searchParams.has('accounting')).toBe(false);
  await expect(grid(page).locator('td[data-field="landlordName"]').first()).not.toBeEmpty();
  await page.getByRole('button', { name: 'Connect accounting' }).click();
  await expect(page.getByRole('alert').filter({ hasText: INVOICE_TEXTS.notConfigured })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'invoices-admin');
  await page.context().close();
});
