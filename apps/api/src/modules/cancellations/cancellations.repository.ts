import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { CancelLogRow, Page } from '@lease/contract';
import type { Queryable, Tx } from '../../db/client.js';
import {
  applications,
  buildings,
  cancellationLog,
  landlords,
  tenants,
  users,
} from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { boundedTotal, keyset, searchCondition } from '../../platform/db/list.js';

export interface CancelLogFilter {
  q?: string | undefined;
  buildingId?: string | undefined;
  landlordId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

type CancelLogParams = { page: number; pageSize: number; order: 'asc' | 'desc'; cursor?: string | undefined };

/** The policies of these rider numbers that the access sees, locked (in id order, so batches never deadlock). */
export async function lockPolicies(q: Queryable, access: Access, riderIds: string[]) {
  return q
    .select({
      id: applications.id,
      riderId: applications.riderId,
      stage: applications.stage,
      buildingId: applications.buildingId,
      landlordId: applications.landlordId,
      cancelledAt: applications.cancelledAt,
      flaggedAt: applications.flaggedAt,
      flagResolvedAt: applications.flagResolvedAt,
    })
    .from(applications)
    .where(and(access.where('applications'), inArray(applications.riderId, riderIds)))
    .orderBy(asc(applications.id))
    .for('update');
}

/** Ends the cover of these policies at `effectiveAt`, with the reason said (file 2 §9). */
export async function markCancelled(tx: Tx, ids: string[], effectiveAt: Date, reason: string): Promise<void> {
  await tx
    .update(applications)
    .set({ cancelledAt: effectiveAt, cancellationReason: reason })
    .where(inArray(applications.id, ids));
}

/** Resolves the flags of these policies at `at`; with `openOnly`, only those raised and not resolved yet. */
export async function resolveFlags(tx: Tx, ids: string[], at: Date, openOnly: boolean): Promise<void> {
  await tx
    .update(applications)
    .set({ flagResolvedAt: at })
    .where(
      and(
        inArray(applications.id, ids),
        openOnly ? isNotNull(applications.flaggedAt) : undefined,
        openOnly ? isNull(applications.flagResolvedAt) : undefined,
      ),
    );
}

/** The Policy Cancel Log's rows of one request. */
export async function logCancellations(tx: Tx, rows: (typeof cancellationLog.$inferInsert)[]): Promise<void> {
  await tx.insert(cancellationLog).values(rows);
}

/** The landlord's own accounts (role ll) that hear of its policies' cancellations. */
export async function landlordAddresses(q: Queryable, landlordIds: string[]) {
  return q
    .select({ landlordId: users.landlordId, email: users.email, id: users.id, theme: users.theme })
    .from(users)
    .where(
      and(inArray(users.landlordId, landlordIds), eq(users.role, 'll'), sql`${users.deletedAt} is null`),
    );
}

const tenantOne = sql<
  string | null
>`(select ${tenants.firstName} || ' ' || ${tenants.lastName} from ${tenants} where ${tenants.applicationId} = ${cancellationLog.applicationId} and ${tenants.position} = 1)`;

function conditions(access: Access, f: CancelLogFilter): SQL | undefined {
  return and(
    access.where('cancellations'),
    f.buildingId ? eq(cancellationLog.buildingId, f.buildingId) : undefined,
    f.landlordId ? eq(cancellationLog.landlordId, f.landlordId) : undefined,
    f.from ? gte(cancellationLog.requestedAt, f.from) : undefined,
    f.to ? lt(cancellationLog.requestedAt, f.to) : undefined,
    searchCondition(f.q, [cancellationLog.riderId, buildings.name, users.email, tenantOne]),
  );
}

/** One page of the Policy Cancel Log by key, without its total: what an export reads page after page. */
export async function cancelLogPage(
  q: Queryable,
  access: Access,
  filter: CancelLogFilter,
  params: CancelLogParams,
): Promise<Omit<Page<CancelLogRow>, 'total' | 'totalExact'>> {
  const keys = keyset(
    { ...params, sort: 'requestedAt' },
    { requestedAt: cancellationLog.requestedAt },
    cancellationLog.id,
  );
  const found = await keys.page(
    q
      .select({
        id: cancellationLog.id,
        sortValue: keys.value,
        riderId: cancellationLog.riderId,
        applicationId: cancellationLog.applicationId,
        tenant: tenantOne,
        building: buildings.name,
        unit: applications.unitNumber,
        landlord: landlords.name,
        requesterName: users.name,
        requesterEmail: users.email,
        requestedAt: cancellationLog.requestedAt,
        effectiveAt: cancellationLog.effectiveAt,
        reason: cancellationLog.reason,
      })
      .from(cancellationLog)
      .innerJoin(buildings, eq(buildings.id, cancellationLog.buildingId))
      .innerJoin(landlords, eq(landlords.id, cancellationLog.landlordId))
      .innerJoin(applications, eq(applications.id, cancellationLog.applicationId))
      .leftJoin(users, eq(users.id, cancellationLog.requestedBy))
      .where(and(conditions(access, filter), keys.where))
      .orderBy(...keys.orderBy)
      .limit(keys.limit)
      .offset(keys.offset),
  );
  return { ...found, rows: found.rows.map(present) };
}

/** A log row in its wire names: the record's own names (file 2 §3) where its fields repeat. */
const present = (r: {
  id: string;
  riderId: string;
  applicationId: string;
  tenant: string | null;
  building: string;
  unit: string;
  landlord: string;
  requesterName: string | null;
  requesterEmail: string | null;
  requestedAt: Date;
  effectiveAt: Date;
  reason: string | null;
}): CancelLogRow => ({
  id: r.id,
  rider_id: r.riderId,
  application_id: r.applicationId,
  tenant_1_name: r.tenant,
  apartment_building_name: r.building,
  revised_unit_number: r.unit,
  lanlord_account_name: r.landlord,
  requested_by_name: r.requesterName,
  requested_by_email: r.requesterEmail,
  requested_at: r.requestedAt.toISOString(),
  effective_at: r.effectiveAt.toISOString(),
  reason: r.reason,
});

/** The Policy Cancel Log in scope, newest first, keyset-paged, with a bounded total. */
export async function listCancelLog(
  q: Queryable,
  access: Access,
  filter: CancelLogFilter,
  params: CancelLogParams,
): Promise<Page<CancelLogRow>> {
  const matching = q
    .select({ id: cancellationLog.id })
    .from(cancellationLog)
    .innerJoin(buildings, eq(buildings.id, cancellationLog.buildingId))
    .leftJoin(users, eq(users.id, cancellationLog.requestedBy))
    .where(conditions(access, filter));
  const [found, total] = await Promise.all([
    cancelLogPage(q, access, filter, params),
    boundedTotal(q, matching),
  ]);
  return { ...found, ...total };
}
