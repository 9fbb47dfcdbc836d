import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  formatDay,
  formatMoment,
  SERVER_TIME_ZONE,
  type DateFormat,
  type InvoiceRecord,
  type Role,
} from '@lease/contract';
import { applications, documents, users } from '../src/db/schema/index.js';
import { freshInvoice } from './invoice-cases.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from './server.js';

// Decision 0026: an e-mail follows its recipient's date format, a PDF the format of who asks for it.

let server: TestServer;
let tokens: Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

async function chooseFormat(role: Role, dateFormat: DateFormat): Promise<void> {
  const res = await server.call('POST', '/api/auth/user-theme', {
    token: tokens[role],
    body: { ...DEFAULT_THEME, dateFormat },
  });
  expect(res.status, res.text).toBe(200);
}

async function textOf(bytes: ArrayBuffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

async function download(path: string, role: Role): Promise<string> {
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: tokens[role] } });
  expect(res.status).toBe(200);
  return textOf(await res.arrayBuffer());
}

/** A policy of the first landlord in force and in the vice president's scope. */
async function policyInForce(): Promise<{ id: string; riderId: string }> {
  const [landlord] = await server.db.select().from(users).where(eq(users.email, DEMO.ll));
  const [policy] = await server.db
    .select({ id: applications.id, riderId: applications.riderId })
    .from(applications)
    .where(
      and(
        eq(applications.landlordId, landlord!.landlordId!),
        isNotNull(applications.riderId),
        isNull(applications.cancelledAt),
      ),
    )
    .limit(1);
  return { id: policy!.id, riderId: policy!.riderId! };
}

describe('dates in e-mails and PDFs follow the reader’s setting', () => {
  it('writes the cancellation e-mail in its recipient’s format and the notice in the canceller’s', async () => {
    await chooseFormat('ll', 'MM/DD/YYYY');
    await chooseFormat('vp', 'YYYY-MM-DD');
    const policy = await policyInForce();
    const res = await server.call<{ data: { cancelled: { effective_at: string }[] } }>(
      'POST',
      '/api/property/cancel-policy',
      { token: tokens.vp, body: { riderIds: [policy.riderId] } },
    );
    expect(res.status, res.text).toBe(200);
    const effective = res.json.data.cancelled[0]!.effective_at;

    // The landlord is told in its own MM/DD/YYYY, the time in Eastern time with its zone named.
    const mail = await server.lastDelivered(DEMO.ll);
    const inLandlords = formatMoment(effective, 'MM/DD/YYYY', SERVER_TIME_ZONE);
    expect(inLandlords).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M E[SD]T$/);
    expect(mail?.body).toContain(`Coverage ends at ${inLandlords}.`);

    // The notice PDF is the vice president's doing: YYYY-MM-DD.
    const [notice] = await server.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.applicationId, policy.id), eq(documents.kind, 'cancellation-notice')));
    const text = await download(`/api/document/file?docId=${notice!.id}`, 'vp');
    const inVps = formatMoment(effective, 'YYYY-MM-DD', SERVER_TIME_ZONE);
    expect(inVps).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d [AP]M E[SD]T$/);
    expect(text).toContain(`at ${inVps}`);
  });

  it('writes an invoice PDF in the format of whoever downloads it', async () => {
    const invoice = await freshInvoice(server.db);
    const seen = await server.call<{ data: InvoiceRecord }>('GET', '/api/property/invoice', {
      token: tokens.ll,
      query: { id: invoice.id },
    });
    const { dueDate, issuedOn } = seen.json.data;
    const pdf = `/api/invoice/pdf?id=${invoice.id}`;
    const [year, month, day] = dueDate.split('-');

    await chooseFormat('ll', 'MM/DD/YYYY');
    await chooseFormat('vp', 'DD/MM/YYYY');
    expect(await download(pdf, 'll')).toContain(`Due: ${month}/${day}/${year}`);
    expect(await download(pdf, 'vp')).toContain(`Due: ${day}/${month}/${year}`);

    await chooseFormat('ll', 'YYYY-MM-DD');
    const iso = await download(pdf, 'll');
    expect(iso).toContain(`Issued: ${formatDay(issuedOn, 'YYYY-MM-DD')}`);
    expect(iso).toContain(`Due: ${dueDate}`);
  });
});
