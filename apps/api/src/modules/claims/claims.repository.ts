import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ClaimStatus, ListParams, Page } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { applications, buildings, claimFiles, claims, landlords, tenants } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import {
  boundedTotal,
  exactUpToFor,
  keyset,
  searchCondition,
  withoutSortValue,
} from '../../platform/db/list.js';

/** The states of the buildings in scope, in alphabetical order of their codes (step 0's State list). */
export async function statesInScope(q: Queryable, access: Access) {
  const rows = await q
    .selectDistinct({ state: buildings.billingState })
    .from(buildings)
    .where(access.where('buildings'))
    .orderBy(asc(buildings.billingState));
  return rows.map((r) => r.state);
}

/** The landlords in scope that have buildings in a state (step 0). */
export async function landlordsInState(q: Queryable, access: Access, state: string) {
  return q
    .selectDistinct({ id: landlords.id, name: landlords.name })
    .from(buildings)
    .innerJoin(landlords, eq(landlords.id, buildings.landlordId))
    .where(and(access.where('buildings'), eq(buildings.billingState, state)))
    .orderBy(asc(landlords.name), asc(landlords.id));
}

/** A landlord's buildings in scope in a state (step 0). */
export async function buildingsInState(q: Queryable, access: Access, state: string, landlordId: string) {
  return q
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(
      and(access.where('buildings'), eq(buildings.billingState, state), eq(buildings.landlordId, landlordId)),
    )
    .orderBy(asc(buildings.name), asc(buildings.id));
}

const tenantId = (position: number) =>
  sql<
    string | null
  >`(select ${tenants.id}::text from ${tenants} where ${tenants.applicationId} = ${applications.id} and ${tenants.position} = ${position})`;
const paidOnRider = sql<string>`coalesce((select sum(${claims.totalIndemnityPayments}) from ${claims} where ${claims.applicationId} = ${applications.id}), 0)::text`;

/** A building's issued policies in scope (step 0), with what the readiness panel reads. */
export async function policiesOfBuilding(q: Queryable, access: Access, buildingId: string) {
  return q
    .select({
      id: applications.id,
      riderId: applications.riderId,
      leaseStartDate: applications.leaseStartDate,
      leaseEndDate: applications.leaseEndDate,
      coverageStartDate: applications.coverageStartDate,
      coverageEndDate: applications.coverageEndDate,
      tenant1: tenantId(1),
      tenant2: tenantId(2),
      tenant3: tenantId(3),
      tenant4: tenantId(4),
      grossMonthlyRent: applications.grossMonthlyRent,
      months: applications.coverageAmountRequestedMonths,
      totalCoverageAmount: applications.totalCoverageAmount,
      ldrCoverage: applications.ldrCoverage,
      damagesPremium: applications.damagesPremium,
      paid: paidOnRider,
      landlordName: landlords.name,
    })
    .from(applications)
    .innerJoin(landlords, eq(landlords.id, applications.landlordId))
    .where(
      and(
        access.where('applications'),
        eq(applications.buildingId, buildingId),
        isNotNull(applications.riderId),
      ),
    )
    .orderBy(asc(applications.riderId));
}

/** A policy in scope (an issued application), or null: what a claim is filed on. */
export async function policyInScope(q: Queryable, access: Access, id: string, lock = false) {
  const query = q
    .select({
      id: applications.id,
      riderId: applications.riderId,
      buildingId: applications.buildingId,
      landlordId: applications.landlordId,
      billingState: buildings.billingState,
      landlordName: landlords.name,
      coverageStartDate: applications.coverageStartDate,
      leaseStartDate: applications.leaseStartDate,
      leaseEndDate: applications.leaseEndDate,
      flaggedAt: applications.flaggedAt,
      flagResolvedAt: applications.flagResolvedAt,
    })
    .from(applications)
    .innerJoin(buildings, eq(buildings.id, applications.buildingId))
    .innerJoin(landlords, eq(landlords.id, applications.landlordId))
    .where(and(access.where('applications'), eq(applications.id, id), isNotNull(applications.riderId)));
  const [row] = lock ? await query.for('update', { of: applications }) : await query;
  return row ?? null;
}

/** A policy's tenants, by position, if the access may see the policy. */
export async function tenantsOfPolicy(q: Queryable, access: Access, applicationId: string) {
  return q
    .select({
      id: tenants.id,
      firstName: tenants.firstName,
      lastName: tenants.lastName,
      dob: tenants.dob,
    })
    .from(tenants)
    .innerJoin(applications, eq(applications.id, tenants.applicationId))
    .where(and(access.where('applications'), eq(tenants.applicationId, applicationId)))
    .orderBy(asc(tenants.position));
}

/** The claim already filed on a policy, if any (it is in the scope of the policy's readers). */
export async function claimOnPolicy(q: Queryable, access: Access, applicationId: string) {
  const [row] = await q
    .select({ name: claims.name, createdAt: claims.createdAt })
    .from(claims)
    .where(and(access.where('claims'), eq(claims.applicationId, applicationId)));
  return row ?? null;
}

export interface ClaimFilter {
  buildingId?: string | undefined;
  landlordId?: string | undefined;
  status?: ClaimStatus | undefined;
  q?: string | undefined;
  /** False: the search leaves out the contact's name, for a reader who may not see it (decision 0032). */
  searchPeople?: boolean | undefined;
}

const CLAIM_COLUMNS = {
  id: claims.id,
  name: claims.name,
  applicationId: claims.applicationId,
  status: claims.status,
  claimTypes: claims.claimTypes,
  dateOfLoss: claims.dateOfLoss,
  paymentMethod: claims.paymentMethod,
  contactName: claims.contactName,
  contactEmail: claims.contactEmail,
  totalIndemnityPayments: claims.totalIndemnityPayments,
  approvedAmount: claims.approvedAmount,
  createdAt: claims.createdAt,
  updatedAt: claims.updatedAt,
  address: sql<string>`concat_ws(', ', ${buildings.billingStreet}, ${buildings.billingCity}, ${buildings.billingState} || coalesce(' ' || ${buildings.billingZip}, ''))`,
};
export interface ClaimRow {
  id: string;
  name: string;
  applicationId: string;
  status: ClaimStatus;
  claimTypes: string[];
  dateOfLoss: string;
  paymentMethod: 'eCheck' | 'physical_check';
  contactName: string;
  contactEmail: string;
  totalIndemnityPayments: string;
  approvedAmount: string | null;
  createdAt: Date;
  updatedAt: Date;
  address: string;
}

function claimWhere(access: Access, f: ClaimFilter): SQL | undefined {
  return and(
    access.where('claims'),
    f.buildingId ? eq(claims.buildingId, f.buildingId) : undefined,
    f.landlordId ? eq(claims.landlordId, f.landlordId) : undefined,
    f.status ? eq(claims.status, f.status) : undefined,
    searchCondition(
      f.q,
      f.searchPeople === false
        ? [claims.name, buildings.name, applications.riderId]
        : [claims.name, claims.contactName, buildings.name, applications.riderId],
    ),
  );
}

type ClaimSort = 'createdAt' | 'name' | 'claim_status' | 'date_of_loss';

/** The claims in scope, keyset-paged, with a bounded total. */
export async function listClaims(
  q: Queryable,
  access: Access,
  filter: ClaimFilter,
  params: ListParams<ClaimSort>,
): Promise<Page<ClaimRow>> {
  const keys = keyset(
    params,
    {
      createdAt: claims.createdAt,
      name: claims.name,
      claim_status: claims.status,
      date_of_loss: claims.dateOfLoss,
    },
    claims.id,
  );
  const where = claimWhere(access, filter);
  const [found, total] = await Promise.all([
    keys.page(
      q
        .select({ ...CLAIM_COLUMNS, sortValue: keys.value })
        .from(claims)
        .innerJoin(buildings, eq(buildings.id, claims.buildingId))
        .innerJoin(applications, eq(applications.id, claims.applicationId))
        .where(and(where, keys.where))
        .orderBy(...keys.orderBy)
        .limit(keys.limit)
        .offset(keys.offset),
    ),
    // The joins only serve a search's columns: each claim has its one building and policy (foreign
    // keys), so without a search the claims are counted alone (10,000: 169 ms joined, an index alone).
    boundedTotal(
      q,
      filter.q
        ? q
            .select({ id: claims.id })
            .from(claims)
            .innerJoin(buildings, eq(buildings.id, claims.buildingId))
            .innerJoin(applications, eq(applications.id, claims.applicationId))
            .where(where)
        : q.select({ id: claims.id }).from(claims).where(where),
      exactUpToFor(filter.q),
    ),
  ]);
  return { ...found, rows: found.rows.map((r) => withoutSortValue(r) as ClaimRow), ...total };
}

/** One claim in scope, or null. */
export async function findClaim(q: Queryable, access: Access, id: string): Promise<ClaimRow | null> {
  const [row] = await q
    .select(CLAIM_COLUMNS)
    .from(claims)
    .innerJoin(buildings, eq(buildings.id, claims.buildingId))
    .where(and(access.where('claims'), eq(claims.id, id)));
  return (row as ClaimRow | undefined) ?? null;
}

/** The claim JSON a claim in scope was filed with (the answers its papers follow from), or null. */
export async function claimDataOf(q: Queryable, access: Access, id: string): Promise<unknown> {
  const [row] = await q
    .select({ data: claims.claimData })
    .from(claims)
    .where(and(access.where('claims'), eq(claims.id, id)));
  return row?.data ?? null;
}

/** A claim's files, oldest first, those the access may see. */
export async function filesOfClaim(q: Queryable, access: Access, claimId: string) {
  return q
    .select({
      id: claimFiles.id,
      field: claimFiles.field,
      fileName: claimFiles.fileName,
      fileType: claimFiles.fileType,
      kind: claimFiles.kind,
      bytes: claimFiles.bytes,
      createdAt: claimFiles.createdAt,
    })
    .from(claimFiles)
    .where(and(access.where('claimFiles'), eq(claimFiles.claimId, claimId)))
    .orderBy(asc(claimFiles.createdAt), asc(claimFiles.id));
}

/** One claim file in scope, or null. */
export async function findClaimFile(q: Queryable, access: Access, id: string) {
  const [row] = await q
    .select({
      fileName: claimFiles.fileName,
      fileType: claimFiles.fileType,
      storageKey: claimFiles.storageKey,
      bytes: claimFiles.bytes,
    })
    .from(claimFiles)
    .where(and(access.where('claimFiles'), eq(claimFiles.id, id)));
  return row ?? null;
}
