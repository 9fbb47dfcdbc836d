import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { INVOICE_LIMITS, type InvoiceStatus, type ListParams, type Page } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { invoiceLines, invoices, landlords } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { boundedTotal, containsPattern, keyset, withoutSortValue } from '../../platform/db/list.js';

const inScopeSum = (column: AnyPgColumn, access: Access) =>
  sql<string>`(select coalesce(sum(${column}), 0)::text from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id} and ${access.where('invoiceLines')})`;

function invoiceColumns(access: Access) {
  const partial = access.readsInPart;
  return {
    id: invoices.id,
    number: invoices.number,
    landlordId: invoices.landlordId,
    landlordName: landlords.name,
    period: invoices.period,
    issuedOn: invoices.issuedOn,
    dueDate: invoices.dueDate,
    status: invoices.status,
    paidOn: invoices.paidOn,
    amount: partial ? inScopeSum(invoiceLines.amount, access) : sql<string>`${invoices.amount}::text`,
    credited: partial ? inScopeSum(invoiceLines.credited, access) : sql<string>`${invoices.credited}::text`,
    lineCount: partial
      ? sql<number>`(select count(*)::int from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id} and ${access.where('invoiceLines')})`
      : invoices.lineCount,
    openDispute: sql<boolean>`exists (select 1 from invoice_disputes d where d.invoice_id = ${invoices.id} and d.status = 'open')`,
  };
}
export interface InvoiceDbRow {
  id: string;
  number: string;
  landlordId: string;
  landlordName: string;
  period: string;
  issuedOn: string;
  dueDate: string;
  status: InvoiceStatus;
  paidOn: string | null;
  amount: string;
  credited: string;
  lineCount: number;
  openDispute: boolean;
}

export interface InvoiceFilter {
  landlordId?: string | undefined;
  status?: InvoiceStatus | undefined;
  q?: string | undefined;
}

type InvoiceSort = 'issuedOn' | 'invoiceNum' | 'dueDate' | 'status' | 'total';

/** The invoices in scope, keyset-paged, with a bounded total. */
export async function listInvoices(
  q: Queryable,
  access: Access,
  filter: InvoiceFilter,
  params: ListParams<InvoiceSort>,
): Promise<Page<InvoiceDbRow>> {
  const keys = keyset(
    params,
    {
      issuedOn: invoices.issuedOn,
      invoiceNum: invoices.number,
      dueDate: invoices.dueDate,
      status: invoices.status,
      total: sql`${invoices.amount} - ${invoices.credited}`,
    },
    invoices.id,
  );
  const where = and(
    access.where('invoices'),
    filter.landlordId ? eq(invoices.landlordId, filter.landlordId) : undefined,
    filter.status ? eq(invoices.status, filter.status) : undefined,
    filter.q ? ilike(invoices.number, containsPattern(filter.q)) : undefined,
  );
  const [found, total] = await Promise.all([
    keys.page(
      q
        .select({ ...invoiceColumns(access), sortValue: keys.value })
        .from(invoices)
        .innerJoin(landlords, eq(landlords.id, invoices.landlordId))
        .where(and(where, keys.where))
        .orderBy(...keys.orderBy)
        .limit(keys.limit)
        .offset(keys.offset),
    ),
    boundedTotal(q, q.select({ id: invoices.id }).from(invoices).where(where)),
  ]);
  return { ...found, rows: found.rows.map((r) => withoutSortValue(r) as InvoiceDbRow), ...total };
}

/** Invoices in scope whose number holds the text typed, the closest first. */
export async function searchInvoices(q: Queryable, access: Access, text: string): Promise<InvoiceDbRow[]> {
  const rows = await q
    .select(invoiceColumns(access))
    .from(invoices)
    .innerJoin(landlords, eq(landlords.id, invoices.landlordId))
    .where(and(access.where('invoices'), ilike(invoices.number, containsPattern(text.toUpperCase()))))
    .orderBy(sql`length(${invoices.number})`, asc(invoices.number))
    .limit(INVOICE_LIMITS.searchMax);
  return rows as InvoiceDbRow[];
}

/** One invoice in scope, or null; `lock` holds it for a change. */
export async function findInvoice(
  q: Queryable,
  access: Access,
  id: string,
  lock = false,
): Promise<InvoiceDbRow | null> {
  const query = q
    .select(invoiceColumns(access))
    .from(invoices)
    .innerJoin(landlords, eq(landlords.id, invoices.landlordId))
    .where(and(access.where('invoices'), eq(invoices.id, id)));
  const [row] = lock ? await query.for('update', { of: invoices }) : await query;
  return (row as InvoiceDbRow | undefined) ?? null;
}

/** The columns of an invoice line as the presenter reads them. */
export const LINE_COLUMNS = {
  id: invoiceLines.id,
  applicationId: invoiceLines.applicationId,
  buildingId: invoiceLines.buildingId,
  riderId: invoiceLines.riderId,
  tenant: invoiceLines.tenant,
  buildingName: invoiceLines.buildingName,
  unit: invoiceLines.unit,
  periodStart: invoiceLines.periodStart,
  periodEnd: invoiceLines.periodEnd,
  monthlyPremium: invoiceLines.monthlyPremium,
  amount: invoiceLines.amount,
  credited: invoiceLines.credited,
};

/**
 * An invoice's lines in scope, in their printed order: all of them, or at most `limit`, or those a
 * search names (rider id, tenant, building or unit) — and always the `including` ids (disputed lines).
 */
export async function linesOf(
  q: Queryable,
  access: Access,
  invoiceId: string,
  options: { limit?: number; search?: string | undefined; including?: string[] } = {},
) {
  const inScope = and(eq(invoiceLines.invoiceId, invoiceId), access.where('invoiceLines'));
  const searched = options.search
    ? or(
        ...[invoiceLines.riderId, invoiceLines.tenant, invoiceLines.buildingName, invoiceLines.unit].map(
          (c) => ilike(c, containsPattern(options.search!)),
        ),
      )
    : undefined;
  const page = q
    .select(LINE_COLUMNS)
    .from(invoiceLines)
    .where(and(inScope, searched))
    .orderBy(asc(invoiceLines.position));
  const shown = options.limit === undefined ? await page : await page.limit(options.limit);
  const missing = (options.including ?? []).filter((id) => !shown.some((l) => l.id === id));
  if (missing.length === 0) return shown;
  const extra = await q
    .select(LINE_COLUMNS)
    .from(invoiceLines)
    .where(and(inScope, inArray(invoiceLines.id, missing)))
    .orderBy(asc(invoiceLines.position));
  return [...shown, ...extra];
}

/** An invoice's lines in scope totalled by building: what a PDF of a very long invoice prints. */
export async function linesByBuilding(q: Queryable, access: Access, invoiceId: string) {
  return q
    .select({
      buildingName: invoiceLines.buildingName,
      lines: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${invoiceLines.amount})::text`,
      credited: sql<string>`sum(${invoiceLines.credited})::text`,
    })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoiceId), access.where('invoiceLines')))
    .groupBy(invoiceLines.buildingName)
    .orderBy(asc(invoiceLines.buildingName));
}
export type LineDbRow = Awaited<ReturnType<typeof linesOf>>[number];
