import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  CLAIM_STATUSES,
  cents,
  fromCents,
  POLICY_STATUSES,
  type ClaimStatus,
  type ClientOverview,
  type InvoiceStatus,
  type PolicyStatus,
} from '@lease/contract';
import { applications, buildings, claims, invoices, landlords } from '../../db/schema/index.js';
import { isoDay } from '../../platform/clock.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { ClientView } from './client-view.service.js';

/** A policy's standing in SQL, as policyStatusOf (records.presenter.ts) reads it. */
const policyStatus = (today: string) => sql<PolicyStatus>`case
  when ${applications.stage} = 'Cancelled' or ${applications.cancelledAt} is not null then 'cancelled'
  when ${applications.flaggedAt} is not null and ${applications.flagResolvedAt} is null then 'flagged'
  when coalesce(${applications.coverageEndDate}, ${applications.leaseEndDate}) < ${today} then 'expired'
  else 'in_force' end`;

/** Sums of money as exact decimal text; 0 when nothing is summed. */
const total = (expr: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${expr}), 0)::text`;

/**
 * The landlord's portfolio at a glance (decision 0032): policies by standing with the money of those in
 * force (flagged ones are still in force), claims by status with the indemnity paid, and invoices due,
 * past due and paid. Each figure is one grouped query through the landlord's access.
 */
export async function clientOverview(ctx: AppContext, view: ClientView): Promise<ClientOverview> {
  const { db } = ctx.database;
  const { access } = view;
  const today = isoDay(access.now);
  const status = policyStatus(today);
  const [landlord] = await db
    .select({ name: landlords.name })
    .from(landlords)
    .where(eq(landlords.id, view.clientId));
  if (!landlord) throw notFound('Client');

  const [buildingCount, policyRows, claimRows, invoiceRows] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(buildings)
      .where(access.where('buildings')),
    db
      .select({
        status,
        count: sql<number>`count(*)::int`,
        coverage: total(sql`${applications.totalCoverageAmount}`),
        premium: total(sql`${applications.monthlyPremium}`),
      })
      .from(applications)
      .where(and(access.where('applications'), isNotNull(applications.riderId)))
      // By position: the expression's day is a parameter, and a repeated one would not match it.
      .groupBy(sql`1`),
    db
      .select({
        status: claims.status,
        count: sql<number>`count(*)::int`,
        paid: total(sql`${claims.totalIndemnityPayments}`),
      })
      .from(claims)
      .where(access.where('claims'))
      .groupBy(claims.status),
    db
      .select({
        status: invoices.status,
        count: sql<number>`count(*)::int`,
        amount: total(sql`${invoices.amount} - ${invoices.credited}`),
      })
      .from(invoices)
      .where(access.where('invoices'))
      .groupBy(invoices.status),
  ]);

  const policiesBy = new Map(policyRows.map((r) => [r.status, r]));
  const claimsBy = new Map(claimRows.map((r) => [r.status as ClaimStatus, r]));
  const invoicesBy = new Map(invoiceRows.map((r) => [r.status as InvoiceStatus, r]));
  const inForce = (['in_force', 'flagged'] as const).map((s) => policiesBy.get(s));
  const invoiceFigure = (...statuses: InvoiceStatus[]) => {
    const rows = statuses.map((s) => invoicesBy.get(s));
    return {
      count: rows.reduce((n, r) => n + (r?.count ?? 0), 0),
      amount: sumMoney(rows.map((r) => r?.amount ?? '0')),
    };
  };
  return {
    clientId: view.clientId,
    landlordName: landlord.name,
    access: { expiresAt: view.expiresAt?.toISOString() ?? null, personalData: view.personalData },
    buildings: buildingCount[0]?.count ?? 0,
    policies: {
      byStatus: POLICY_STATUSES.map((s) => ({ status: s, count: policiesBy.get(s)?.count ?? 0 })),
      inForceCoverage: sumMoney(inForce.map((r) => r?.coverage ?? '0')),
      inForceMonthlyPremium: sumMoney(inForce.map((r) => r?.premium ?? '0')),
    },
    claims: {
      byStatus: CLAIM_STATUSES.map((s) => ({ status: s, count: claimsBy.get(s)?.count ?? 0 })),
      indemnityPaid: sumMoney(claimRows.map((r) => r.paid)),
    },
    invoices: {
      due: invoiceFigure('open', 'past_due'),
      pastDue: invoiceFigure('past_due'),
      paid: invoiceFigure('paid'),
    },
  };
}

/** Adds decimal amounts on integer cents: money never passes through a float. */
const sumMoney = (amounts: string[]): string => fromCents(amounts.reduce((sum, a) => sum + cents(a), 0n));
