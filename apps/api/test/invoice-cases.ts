import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import type { TestServer } from './server.js';

let months = 0;

/**
 * A new open invoice of the first landlord for a month of its own (long ago, so it meets no real one),
 * with two lines on policies in a building pm@ holds: every role of that landlord reads both lines.
 */
export async function freshInvoice(db: Db): Promise<{ id: string; lineIds: string[] }> {
  months += 1;
  const result = (await db.execute(sql`
    with policy as (
      select a.id, a.building_id, a.landlord_id, a.rider_id, a.unit_number, b.name
      from applications a join buildings b on b.id = a.building_id
      where a.rider_id is not null and a.building_id in (select building_id from building_grants
        where user_id = (select id from users where email = 'pm@demo.test'))
      order by a.rider_id limit 2),
    invoice as (
      insert into invoices (number, landlord_id, period, issued_on, due_date, amount, line_count, created_at, updated_at)
      select 'INV-' || lpad(nextval('invoice_number_seq')::text, 7, '0'), (select landlord_id from policy limit 1),
        (date '1900-01-01' + make_interval(months => ${months}))::date, current_date, current_date + 30, 200, 2, now(), now()
      returning id),
    line as (
      insert into invoice_lines (invoice_id, application_id, building_id, landlord_id, position, rider_id, tenant,
        building_name, unit, period_start, period_end, monthly_premium, amount)
      select (select id from invoice), p.id, p.building_id, p.landlord_id, row_number() over (order by p.rider_id),
        p.rider_id, 'Test Tenant', p.name, p.unit_number, current_date - 30, current_date - 1, 100, 100
      from policy p
      returning id)
    select (select id from invoice) as id, array(select id from line) as line_ids`)) as unknown as {
    rows: { id: string; line_ids: string[] | string }[];
  };
  const row = result.rows[0]!;
  // node-postgres answers a uuid[] as an array; PGlite may answer its text form.
  const lineIds = Array.isArray(row.line_ids) ? row.line_ids : row.line_ids.replace(/[{}]/g, '').split(',');
  return { id: row.id, lineIds };
}

type DisputeFields = { invoiceId: string; lineIds: string[]; reason: string; comment: string };

/** The dispute's fields as the server's schema reads the form: the line ids in one field. */
export const disputeBody = (fields: DisputeFields) => ({ ...fields, lineIds: fields.lineIds.join(',') });

/** A multipart dispute form: the fields first, then the attachment, as the page sends it. */
export function disputeForm(
  fields: DisputeFields,
  attachment?: { name: string; bytes: Uint8Array },
): FormData {
  const form = new FormData();
  form.append('invoiceId', fields.invoiceId);
  form.append('lineIds', fields.lineIds.join(','));
  form.append('reason', fields.reason);
  form.append('comment', fields.comment);
  if (attachment) form.append('attachment', new Blob([attachment.bytes]), attachment.name);
  return form;
}

/** Opens a dispute of an invoice's lines as `token`'s holder, with a file when given; answers the dispute id. */
export async function openDisputeOn(
  server: TestServer,
  token: string,
  invoice: { id: string; lineIds: string[] },
  attachment?: { name: string; bytes: Uint8Array },
): Promise<string> {
  const fields = {
    invoiceId: invoice.id,
    lineIds: invoice.lineIds,
    reason: 'Different Amount',
    comment: 'The premium is not the one agreed.',
  };
  const answer = await server.call<{ data: { disputeId: string } }>('POST', '/api/invoice/dispute', {
    token,
    body: disputeBody(fields),
    form: disputeForm(fields, attachment),
  });
  if (answer.status !== 201) throw new Error(`dispute refused: ${answer.status} ${answer.text}`);
  return answer.json.data.disputeId;
}

/** Starts an authorisation as the admin and follows the stand-in's approval: the callback's query. */
export async function callbackQuery(server: TestServer, adminToken: string): Promise<Record<string, string>> {
  const started = await server.call<{ data: { redirectURL: string } }>('GET', '/api/invoice/Oauth', {
    token: adminToken,
  });
  const approved = await fetch(started.json.data.redirectURL, { redirect: 'manual' });
  return Object.fromEntries(new URL(approved.headers.get('location')!).searchParams);
}

/**
 * A new open invoice of the first landlord billing one policy in each of the given buildings, and no
 * other: an invoice that bills only some of a landlord's buildings, so a reader in part sees only those.
 */
export async function invoiceBilling(
  db: Db,
  buildingIds: string[],
): Promise<{ id: string; lineIds: string[] }> {
  months += 1;
  const result = (await db.execute(sql`
    with policy as (
      select distinct on (a.building_id) a.id, a.building_id, a.landlord_id, a.rider_id, a.unit_number, b.name
      from applications a join buildings b on b.id = a.building_id
      where a.rider_id is not null
        and a.building_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(buildingIds)}::jsonb))
      order by a.building_id, a.rider_id),
    invoice as (
      insert into invoices (number, landlord_id, period, issued_on, due_date, amount, line_count, created_at, updated_at)
      select 'INV-' || lpad(nextval('invoice_number_seq')::text, 7, '0'), (select landlord_id from policy limit 1),
        (date '1800-01-01' + make_interval(months => ${months}))::date, current_date, current_date + 30,
        100 * (select count(*) from policy), (select count(*) from policy), now(), now()
      returning id),
    lines as (
      insert into invoice_lines (invoice_id, application_id, building_id, landlord_id, position, rider_id, tenant,
        building_name, unit, period_start, period_end, monthly_premium, amount)
      select (select id from invoice), p.id, p.building_id, p.landlord_id, row_number() over (order by p.rider_id),
        p.rider_id, 'Test Tenant', p.name, p.unit_number, current_date - 30, current_date - 1, 100, 100
      from policy p
      returning id)
    select (select id from invoice) as id, (select count(*) from lines) as billed`)) as unknown as {
    rows: { id: string }[];
  };
  const { id } = result.rows[0]!;
  const lines = (await db.execute(
    sql`select id, building_id from invoice_lines where invoice_id = ${id}`,
  )) as unknown as { rows: { id: string; building_id: string }[] };
  // In the order of the buildings asked for: the first line bills the first building.
  const lineIds = buildingIds.map((b) => lines.rows.find((l) => l.building_id === b)?.id);
  if (lineIds.some((l) => !l)) throw new Error('a building to bill has no policy');
  return { id, lineIds: lineIds as string[] };
}
