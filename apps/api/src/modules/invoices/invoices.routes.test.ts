import { and, eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVOICE_LIMITS,
  INVOICE_TEXTS,
  type InvoiceRecord,
  type InvoiceRow,
  type Role,
} from '@lease/contract';
import { invoiceDisputes, invoiceLines, invoices } from '../../db/schema/index.js';
import { FILES } from '../../../test/claim-cases.js';
import { disputeBody, disputeForm, freshInvoice, openDisputeOn } from '../../../test/invoice-cases.js';
import { signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

let server: TestServer;
let tokens: Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

const rows = <R>(result: unknown): R[] => (result as { rows: R[] }).rows;

const record = async (id: string, role: Role = 'll') =>
  (
    await server.call<{ data: InvoiceRecord }>('GET', '/api/property/invoice', {
      token: tokens[role],
      query: { id },
    })
  ).json.data;

const pdfText = async (id: string, role: Role = 'll') => {
  const answer = await fetch(`${server.url}/api/invoice/pdf?id=${id}`, {
    headers: { authorization: tokens[role] },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(await answer.arrayBuffer()) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
};

/** A landlord of its own with one building and policies whose days in March 2025 are known. */
let landlordsMade = 0;
async function landlordWithMarchPolicies(): Promise<string> {
  landlordsMade += 1;
  const n = String(landlordsMade);
  const made = rows<{ id: string }>(
    await server.db.execute(sql`
    with l as (insert into landlords (name) values ('Proration Test Realty') returning id),
    b as (insert into buildings (landlord_id, name, building_type, total_units, billing_city, billing_state)
          select id, 'Proration Court', 'Multifamily', 5, 'Albany', 'NY' from l returning id, landlord_id)
    insert into applications (building_id, landlord_id, stage, app_type, rider_id, unit_number,
      lease_start_date, lease_end_date, coverage_start_date, coverage_end_date, gross_monthly_rent,
      monthly_premium, cancelled_at)
    select b.id, b.landlord_id, v.stage::stage, 'RG', v.rider || '-' || ${n}, v.unit, date '2025-01-01', date '2025-12-31',
      v.cov_start::date, v.cov_end::date, 2000, 100, v.cancelled::timestamptz
    from b, (values
      ('Stage05', 'R-PRO-FULL', '1', '2025-01-01', '2025-12-31', null),
      ('Stage05', 'R-PRO-START', '2', '2025-03-16', '2026-03-15', null),
      ('Stage05', 'R-PRO-CANCEL', '3', '2025-01-01', '2025-12-31', '2025-03-11T00:00:00Z'),
      ('Stage02', null, '4', '2025-01-01', '2025-12-31', null),
      ('Stage05', 'R-PRO-ENDED', '5', '2024-03-01', '2025-02-28', null)
    ) as v(stage, rider, unit, cov_start, cov_end, cancelled)
    returning landlord_id as id`),
  );
  return made[0]!.id;
}

describe('issuing invoices', () => {
  it('bills a month once per landlord, a line per policy in force, prorated by its days', async () => {
    const landlordId = await landlordWithMarchPolicies();
    const issued = await server.call<{ data: { issued: number } }>('POST', '/api/invoice/issue', {
      token: tokens.admin,
      body: { month: '2025-03' },
    });
    expect(issued.status).toBe(200);
    const [invoice] = await server.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.landlordId, landlordId), eq(invoices.period, '2025-03-01')));
    expect(invoice?.number).toMatch(/^INV-\d{7}$/);
    const lines = await server.db
      .select({ riderId: invoiceLines.riderId, amount: invoiceLines.amount, from: invoiceLines.periodStart })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice!.id))
      .orderBy(invoiceLines.position);
    // 100 for the whole month; 16 of 31 days from the 16th; 10 of 31 days before the cancellation on the 11th.
    expect(lines).toEqual([
      { riderId: 'R-PRO-FULL-1', amount: '100.00', from: '2025-03-01' },
      { riderId: 'R-PRO-START-1', amount: '51.61', from: '2025-03-16' },
      { riderId: 'R-PRO-CANCEL-1', amount: '32.26', from: '2025-03-01' },
    ]);
    expect(invoice?.amount).toBe('183.87');
    expect(invoice!.dueDate > invoice!.issuedOn).toBe(true);
  });

  it('never issues a month twice, even when two issue it at once', async () => {
    const landlordId = await landlordWithMarchPolicies();
    const both = await Promise.all(
      [1, 2].map(() =>
        server.call<{ data: { issued: number; skipped: number } }>('POST', '/api/invoice/issue', {
          token: tokens.admin,
          body: { month: '2025-04' },
        }),
      ),
    );
    expect(both.map((b) => b.status)).toEqual([200, 200]);
    const again = await server.call<{ data: { issued: number; skipped: number } }>(
      'POST',
      '/api/invoice/issue',
      {
        token: tokens.admin,
        body: { month: '2025-04' },
      },
    );
    expect(again.json.data.issued).toBe(0);
    expect(again.json.data.skipped).toBeGreaterThan(0);
    const [count] = rows<{ n: number }>(
      await server.db.execute(
        sql`select count(*)::int as n from invoices where landlord_id = ${landlordId} and period = '2025-04-01'`,
      ),
    );
    expect(count?.n).toBe(1);
  });

  it('refuses a month that is not YYYY-MM, and is for billing staff only', async () => {
    const bad = await server.call('POST', '/api/invoice/issue', {
      token: tokens.admin,
      body: { month: '2025-13' },
    });
    expect(bad.status).toBe(400);
    const ll = await server.call('POST', '/api/invoice/issue', {
      token: tokens.ll,
      body: { month: '2025-05' },
    });
    expect(ll.status).toBe(403);
  });
});

describe('reading invoices', () => {
  it('lists, searches and prints an invoice in scope, and the PDF holds its number and every line', async () => {
    const invoice = await freshInvoice(server.db);
    const seen = await record(invoice.id);
    const list = await server.call<{ data: { rows: InvoiceRow[] } }>('GET', '/api/invoice/list', {
      token: tokens.ll,
      query: { pageSize: '200', sort: 'issuedOn', order: 'desc' },
    });
    expect(list.json.data.rows.some((r) => r.id === invoice.id)).toBe(true);
    const found = await server.call<{ data: InvoiceRow[] }>('GET', '/api/invoice/search', {
      token: tokens.ll,
      query: { invoiceNum: seen.invoiceNum.slice(-7).toLowerCase() },
    });
    expect(found.json.data.map((r) => r.invoiceNum)).toContain(seen.invoiceNum);
    const text = await pdfText(invoice.id);
    expect(text).toContain(seen.invoiceNum);
    for (const line of seen.lines) expect(text).toContain(line.riderId);
    expect(text).toContain('Total due: $200.00');
  });

  it("answers 404 for another landlord's invoice, to its list, search, record and PDF", async () => {
    const invoice = await freshInvoice(server.db);
    const other = await server.signIn('landlord2@demo.test');
    expect(
      (await server.call('GET', '/api/property/invoice', { token: other, query: { id: invoice.id } })).status,
    ).toBe(404);
    expect(
      (await server.call('GET', '/api/invoice/pdf', { token: other, query: { id: invoice.id } })).status,
    ).toBe(404);
    const seen = await record(invoice.id);
    const found = await server.call<{ data: InvoiceRow[] }>('GET', '/api/invoice/search', {
      token: other,
      query: { invoiceNum: seen.invoiceNum },
    });
    expect(found.json.data).toEqual([]);
  });

  it('shows a Property user only the lines of its buildings, with their own totals', async () => {
    const [seeded] = rows<{ id: string }>(
      await server.db.execute(
        sql`select i.id from invoices i join landlords l on l.id = i.landlord_id where l.name = (select name from landlords where id = (select landlord_id from users where email = 'pm@demo.test')) and i.status = 'open' limit 1`,
      ),
    );
    const whole = await record(seeded!.id, 'll');
    const part = await record(seeded!.id, 'pm');
    expect(part.partial).toBe(true);
    expect(whole.partial).toBe(false);
    expect(part.lines.length).toBeGreaterThan(0);
    expect(part.lines.length).toBeLessThanOrEqual(whole.lines.length);
    const [held] = rows<{ n: number }>(
      await server.db
        .execute(sql`select count(*)::int as n from invoice_lines l where l.invoice_id = ${seeded!.id}
        and l.building_id in (select building_id from building_grants where user_id = (select id from users where email = 'pm@demo.test'))`),
    );
    expect(part.lines).toHaveLength(held!.n);
    const sum = part.lines.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0);
    expect(Math.round(Number(part.amount) * 100)).toBe(sum);
  });

  it('finds a policy by its rider number with the lines it was invoiced on', async () => {
    const invoice = await freshInvoice(server.db);
    const seen = await record(invoice.id);
    const policy = await server.call<{ data: { riderId: string; lines: { invoiceId: string }[] } }>(
      'GET',
      '/api/invoice/policy',
      { token: tokens.pm, query: { riderId: seen.lines[0]!.riderId.toLowerCase() } },
    );
    expect(policy.status).toBe(200);
    expect(policy.json.data.lines.map((l) => l.invoiceId)).toContain(invoice.id);
    const none = await server.call('GET', '/api/invoice/policy', {
      token: tokens.pm,
      query: { riderId: 'R-NONE' },
    });
    expect(none.status).toBe(404);
  });
});

describe('a very long invoice', () => {
  it('shows its first lines with the disputed ones, finds others by search, and prints totals by building', async () => {
    const made = rows<{ id: string; line: string }>(
      await server.db.execute(sql`
      with b as (select building_id, landlord_id from applications
                 where building_id in (select building_id from building_grants
                   where user_id = (select id from users where email = 'pm@demo.test')) limit 1),
      apps as (
        insert into applications (building_id, landlord_id, stage, app_type, rider_id, unit_number,
          lease_start_date, lease_end_date, gross_monthly_rent, monthly_premium)
        select b.building_id, b.landlord_id, 'Stage05', 'RG', 'R-LONG-' || lpad(n::text, 5, '0'), n::text,
          date '2024-01-01', date '2024-12-31', 1000, 10
        from b, generate_series(1, ${INVOICE_LIMITS.pdfLinesMax + 1}) n
        returning id, building_id, landlord_id, rider_id, unit_number),
      inv as (
        insert into invoices (number, landlord_id, period, issued_on, due_date, amount, line_count, created_at, updated_at)
        select 'INV-' || lpad(nextval('invoice_number_seq')::text, 7, '0'), (select landlord_id from b),
          date '1800-01-01', current_date, current_date + 30, ${(INVOICE_LIMITS.pdfLinesMax + 1) * 10}, ${INVOICE_LIMITS.pdfLinesMax + 1}, now(), now()
        returning id),
      lines as (
        insert into invoice_lines (invoice_id, application_id, building_id, landlord_id, position, rider_id, tenant,
          building_name, unit, period_start, period_end, monthly_premium, amount)
        select (select id from inv), a.id, a.building_id, a.landlord_id, row_number() over (order by a.rider_id),
          a.rider_id, 'Long Tenant', 'Long Court', a.unit_number, date '1800-01-01', date '1800-01-31', 10, 10
        from apps a
        returning id, rider_id)
      select (select id from inv) as id, (select id from lines where rider_id = 'R-LONG-02001') as line`),
    );
    const { id, line } = made[0]!;
    await openDisputeOn(server, tokens.ll, { id, lineIds: [line] });
    const seen = await record(id);
    expect(seen.lineCount).toBe(INVOICE_LIMITS.pdfLinesMax + 1);
    expect(seen.lines).toHaveLength(INVOICE_LIMITS.linesShown + 1);
    expect(seen.lines.at(-1)?.riderId).toBe('R-LONG-02001');
    const found = await server.call<{ data: InvoiceRecord }>('GET', '/api/property/invoice', {
      token: tokens.pm,
      query: { id, lineQ: 'long-01234' },
    });
    expect(found.json.data.lines.map((l) => l.riderId)).toEqual(['R-LONG-01234', 'R-LONG-02001']);
    const text = await pdfText(id);
    expect(text).toContain(`${INVOICE_LIMITS.pdfLinesMax + 1} lines, by building`);
    expect(text).toContain(`Long Court · ${INVOICE_LIMITS.pdfLinesMax + 1} policies · $20,010.00`);
    expect(text).not.toContain('R-LONG-00001');
  });
});

describe('disputes', () => {
  it('goes open → credited: the invoice, its total, its PDF and the opener’s e-mail follow', async () => {
    const invoice = await freshInvoice(server.db);
    const fields = {
      invoiceId: invoice.id,
      lineIds: invoice.lineIds,
      reason: 'Cancellation',
      comment: 'Both tenants left in the spring.',
    };
    const opened = await server.call<{ message: string; data: { disputeId: string; status: string } }>(
      'POST',
      '/api/invoice/dispute',
      {
        token: tokens.ll,
        body: disputeBody(fields),
        form: disputeForm(fields, { name: 'notice.pdf', bytes: FILES.pdf }),
      },
    );
    expect(opened.status).toBe(201);
    expect(opened.json.message).toBe(INVOICE_TEXTS.disputeSent);
    expect(opened.json.data.status).toBe('disputed');
    const second = await server.call('POST', '/api/invoice/dispute', {
      token: tokens.vp,
      body: disputeBody(fields),
      form: disputeForm(fields),
    });
    expect(second.status).toBe(409);
    expect((second.json as { message: string }).message).toBe(INVOICE_TEXTS.onePerInvoice);

    const { disputeId } = opened.json.data;
    const reply = await server.call('POST', '/api/invoice/dispute/message', {
      token: tokens.admin,
      body: { disputeId, body: 'We are checking the cancellation dates.' },
    });
    expect(reply.status).toBe(201);
    expect((await server.lastDelivered('landlord@demo.test'))?.body).toContain(
      'checking the cancellation dates',
    );

    const resolved = await server.call<{ data: { status: string; total: string } }>(
      'POST',
      '/api/invoice/dispute/resolve',
      {
        token: tokens.admin,
        body: {
          disputeId,
          outcome: 'credit',
          credits: [{ lineId: invoice.lineIds[0], amount: '40.00' }],
          note: 'Credited 40.',
        },
      },
    );
    expect(resolved.status).toBe(200);
    expect(resolved.json.data).toEqual({ status: 'credited', total: '160.00' });
    const after = await record(invoice.id);
    expect(after.status).toBe('open');
    expect(after.total).toBe('160.00');
    expect(after.lines.find((l) => l.id === invoice.lineIds[0])?.credited).toBe('40.00');
    const dispute = after.disputes[0]!;
    expect(dispute.status).toBe('credited');
    expect(dispute.attachmentName).toBe('notice.pdf');
    expect(dispute.messages.map((m) => m.byStaff)).toEqual([false, true, true]);
    expect(await pdfText(invoice.id)).toContain('Total due: $160.00');
    expect((await server.lastDelivered('landlord@demo.test'))?.body).toContain(
      'The invoice total is now $160.00',
    );

    const twice = await server.call('POST', '/api/invoice/dispute/resolve', {
      token: tokens.admin,
      body: { disputeId, outcome: 'reject', note: 'Again.' },
    });
    expect(twice.status).toBe(409);
  });

  it('never credits more than a line holds, nor a line not disputed', async () => {
    const invoice = await freshInvoice(server.db);
    const disputeId = await openDisputeOn(server, tokens.ll, {
      id: invoice.id,
      lineIds: [invoice.lineIds[0]!],
    });
    const resolve = (credits: { lineId: string; amount?: string }[]) =>
      server.call('POST', '/api/invoice/dispute/resolve', {
        token: tokens.admin,
        body: { disputeId, outcome: 'credit', credits, note: 'Credit.' },
      });
    expect((await resolve([{ lineId: invoice.lineIds[0]!, amount: '100.01' }])).status).toBe(400);
    expect((await resolve([{ lineId: invoice.lineIds[1]! }])).status).toBe(400);
    expect((await resolve([{ lineId: invoice.lineIds[0]! }])).status).toBe(200);
    expect((await record(invoice.id)).total).toBe('100.00');
  });

  it('voids or rejects; a void invoice is nothing due and cannot be disputed again', async () => {
    const voided = await freshInvoice(server.db);
    const first = await openDisputeOn(server, tokens.ll, voided);
    await server.call('POST', '/api/invoice/dispute/resolve', {
      token: tokens.admin,
      body: { disputeId: first, outcome: 'void', note: 'Issued by mistake.' },
    });
    const voidRecord = await record(voided.id);
    expect(voidRecord.status).toBe('void');
    expect(voidRecord.total).toBe('0.00');
    expect(await pdfText(voided.id)).toContain('Total due: $0.00');
    const fields = { invoiceId: voided.id, lineIds: [], reason: 'Other', comment: 'Again' };
    expect(
      (
        await server.call('POST', '/api/invoice/dispute', {
          token: tokens.ll,
          body: disputeBody(fields),
          form: disputeForm(fields),
        })
      ).status,
    ).toBe(409);

    const rejected = await freshInvoice(server.db);
    const second = await openDisputeOn(server, tokens.ll, rejected);
    await server.call('POST', '/api/invoice/dispute/resolve', {
      token: tokens.admin,
      body: { disputeId: second, outcome: 'reject', note: 'The amount is the agreed premium.' },
    });
    const after = await record(rejected.id);
    expect(after.status).toBe('open');
    expect(after.total).toBe('200.00');
    expect(after.disputes[0]?.resolution).toBe('The amount is the agreed premium.');
  });

  it('lets a Property user dispute lines of its buildings but not the whole invoice', async () => {
    const invoice = await freshInvoice(server.db);
    const whole = { invoiceId: invoice.id, lineIds: [], reason: 'Other', comment: 'All wrong' };
    const refused = await server.call('POST', '/api/invoice/dispute', {
      token: tokens.pm,
      body: disputeBody(whole),
      form: disputeForm(whole),
    });
    expect(refused.status).toBe(403);
    await openDisputeOn(server, tokens.pm, invoice);
    const [open] = await server.db
      .select({ status: invoiceDisputes.status })
      .from(invoiceDisputes)
      .where(eq(invoiceDisputes.invoiceId, invoice.id));
    expect(open?.status).toBe('open');
  });

  it('lets billing staff and the sender download the file sent with a dispute, as it was sent', async () => {
    const invoice = await freshInvoice(server.db);
    const disputeId = await openDisputeOn(server, tokens.ll, invoice, {
      name: 'proof.pdf',
      bytes: FILES.pdf,
    });
    for (const token of [tokens.admin, tokens.ll]) {
      const file = await fetch(`${server.url}/api/invoice/dispute/attachment?disputeId=${disputeId}`, {
        headers: { authorization: token },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toContain('filename="proof.pdf"');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(FILES.pdf));
    }
    const plain = await openDisputeOn(server, tokens.ll, await freshInvoice(server.db));
    const none = await server.call('GET', `/api/invoice/dispute/attachment?disputeId=${plain}`, {
      token: tokens.admin,
    });
    expect(none.status).toBe(404);
    expect(none.json).toMatchObject({ message: 'Attachment not found.' });
  });

  it('refuses a renamed program as an attachment and leaves no dispute behind', async () => {
    const invoice = await freshInvoice(server.db);
    const fields = { invoiceId: invoice.id, lineIds: invoice.lineIds, reason: 'Other', comment: 'See file' };
    const answer = await server.call('POST', '/api/invoice/dispute', {
      token: tokens.ll,
      body: disputeBody(fields),
      form: disputeForm(fields, { name: 'proof.pdf', bytes: FILES.exe }),
    });
    expect(answer.status).toBe(415);
    const left = await server.db
      .select()
      .from(invoiceDisputes)
      .where(eq(invoiceDisputes.invoiceId, invoice.id));
    expect(left).toEqual([]);
  });

  it('records a payment (billing staff) but not over an open dispute', async () => {
    const invoice = await freshInvoice(server.db);
    const paid = await server.call('POST', '/api/invoice/mark-paid', {
      token: tokens.admin,
      body: { id: invoice.id, paidOn: '2026-11-20' },
    });
    expect(paid.status).toBe(200);
    expect((await record(invoice.id)).status).toBe('paid');
    const disputed = await freshInvoice(server.db);
    await openDisputeOn(server, tokens.ll, disputed);
    const refused = await server.call('POST', '/api/invoice/mark-paid', {
      token: tokens.admin,
      body: { id: disputed.id, paidOn: '2026-11-20' },
    });
    expect(refused.status).toBe(409);
  });
});

describe('the accounting connection when nothing is configured', () => {
  it('answers that it is not set up', async () => {
    const answer = await server.call<{ message: string }>('GET', '/api/invoice/Oauth', {
      token: tokens.admin,
    });
    expect(answer.status).toBe(503);
    expect(answer.json.message).toBe(
      'The accounting connection is not set up: set ACCOUNTING_CLIENT_ID and ACCOUNTING_CLIENT_SECRET in the server settings (docs/operations.md), then restart it.',
    );
  });
});
