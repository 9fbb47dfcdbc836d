import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { applications, buildings, invoiceLines, invoices, tenants } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { LINE_COLUMNS } from './invoices.repository.js';

// The policy lookup of the billing pages, and an invoice marked paid: the SQL invoices.service.ts uses.

const firstTenant = sql<string>`coalesce((select string_agg(${tenants.firstName} || ' ' || ${tenants.lastName}, ', ' order by ${tenants.position}) from ${tenants} where ${tenants.applicationId} = ${applications.id}), '')`;

/** A policy in scope by its rider number, as the lookup shows it; undefined when none is. */
export async function policyOfRider(q: Queryable, access: Access, riderId: string) {
  const [policy] = await q
    .select({
      applicationId: applications.id,
      riderId: applications.riderId,
      tenant: firstTenant,
      buildingName: buildings.name,
      unit: applications.unitNumber,
      monthlyPremium: applications.monthlyPremium,
      coverageStartDate: applications.coverageStartDate,
      coverageEndDate: applications.coverageEndDate,
      stage: applications.stage,
      cancelledAt: applications.cancelledAt,
    })
    .from(applications)
    .innerJoin(buildings, eq(buildings.id, applications.buildingId))
    .where(and(access.where('applications'), eq(applications.riderId, riderId.trim().toUpperCase())));
  return policy;
}

/** Each line a policy was invoiced on, oldest first, with its invoice's id and number. */
export async function invoicedLinesOf(q: Queryable, applicationId: string) {
  return q
    .select({
      ...LINE_COLUMNS,
      invoiceId: invoices.id,
      invoiceNum: invoices.number,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(invoiceLines.applicationId, applicationId))
    .orderBy(asc(invoiceLines.periodStart));
}

export async function setPaid(tx: Tx, invoiceId: string, paidOn: string, at: Date): Promise<void> {
  await tx.update(invoices).set({ status: 'paid', paidOn, updatedAt: at }).where(eq(invoices.id, invoiceId));
}
