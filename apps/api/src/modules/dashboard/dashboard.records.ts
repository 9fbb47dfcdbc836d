import { and, asc, desc, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  ATTENTION_ITEMS_MAX,
  FLAG_REASON_LABELS,
  CLAIM_STATUS_LABELS,
  CLOSING_SOON_DAYS,
  type ClaimStatus,
} from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { applications, buildings, claims } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { openFlag } from '../records/records.repository.js';
import { awaitingClaim, filingWindowDate, filingWindowEnd, policyLink } from '../calendar/filing-window.js';
import { addDays, countWhere, type SectionRows } from './dashboard.section.js';

/** The claims still moving: neither paid nor denied. */
export const OPEN_CLAIM_STATUSES: ClaimStatus[] = [
  'submitted',
  'under_review',
  'documents_requested',
  'approved',
];

const place = (unit: string, building: string) => `Unit ${unit}, ${building}`;

/** The policies in scope flagged for potential claim or cancellation and not yet decided on. */
export const flaggedWhere = (access: Access): SQL =>
  and(access.where('applications'), isNotNull(applications.riderId), openFlag()) ?? sql`false`;

export async function flaggedPolicies(q: Queryable, access: Access): Promise<SectionRows> {
  const where = flaggedWhere(access);
  const rows = await q
    .select({
      id: applications.id,
      riderId: applications.riderId,
      unit: applications.unitNumber,
      building: buildings.name,
      reason: applications.flagReason,
      flaggedAt: applications.flaggedAt,
    })
    .from(applications)
    .innerJoin(buildings, eq(buildings.id, applications.buildingId))
    .where(where)
    .orderBy(asc(applications.flaggedAt), asc(applications.id))
    .limit(ATTENTION_ITEMS_MAX);
  return {
    count: await countWhere(q, applications, where),
    items: rows.map((r) => ({
      id: r.id,
      title: r.riderId ?? '',
      detail: place(r.unit, r.building),
      date: r.flaggedAt?.toISOString().slice(0, 10) ?? null,
      status: r.reason ? (FLAG_REASON_LABELS[r.reason] ?? r.reason) : null,
      link: policyLink(r.id, true),
    })),
  };
}

/** Applications in scope at the document stage (02) that still list missing documents. */
export const missingDocsWhere = (access: Access): SQL =>
  and(
    access.where('applications'),
    inArray(applications.stage, ['Stage02', 'Stage02A']),
    isNotNull(applications.missingDocs),
    ne(applications.missingDocs, ''),
  ) ?? sql`false`;

export async function missingDocuments(q: Queryable, access: Access): Promise<SectionRows> {
  const where = missingDocsWhere(access);
  const rows = await q
    .select({
      id: applications.id,
      unit: applications.unitNumber,
      building: buildings.name,
      missing: applications.missingDocs,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(buildings, eq(buildings.id, applications.buildingId))
    .where(where)
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(ATTENTION_ITEMS_MAX);
  return {
    count: await countWhere(q, applications, where),
    items: rows.map((r) => ({
      id: r.id,
      title: place(r.unit, r.building),
      detail: `Missing: ${(r.missing ?? '').split('-').join(', ')}`,
      date: r.createdAt.toISOString().slice(0, 10),
      status: null,
      link: `/dashboard/property/applications?record=${r.id}`,
    })),
  };
}

export const openClaimsWhere = (access: Access): SQL =>
  and(access.where('claims'), inArray(claims.status, OPEN_CLAIM_STATUSES)) ?? sql`false`;

/** Open claims in scope, those waiting on the filer (documents requested) first, then the oldest. */
export async function openClaims(q: Queryable, access: Access): Promise<SectionRows> {
  const where = openClaimsWhere(access);
  const rows = await q
    .select({
      id: claims.id,
      name: claims.name,
      status: claims.status,
      riderId: applications.riderId,
      building: buildings.name,
      updatedAt: claims.updatedAt,
    })
    .from(claims)
    .innerJoin(applications, eq(applications.id, claims.applicationId))
    .innerJoin(buildings, eq(buildings.id, claims.buildingId))
    .where(where)
    .orderBy(desc(sql`${claims.status} = 'documents_requested'`), asc(claims.updatedAt), asc(claims.id))
    .limit(ATTENTION_ITEMS_MAX);
  return {
    count: await countWhere(q, claims, where),
    items: rows.map((r) => ({
      id: r.id,
      title: r.name,
      detail: `${r.riderId ?? ''}, ${r.building}`,
      date: r.updatedAt.toISOString().slice(0, 10),
      status: CLAIM_STATUS_LABELS[r.status],
      link: `/dashboard/property/claims?claim=${r.id}`,
    })),
  };
}

/** Policies in scope with no claim whose filing window closes within CLOSING_SOON_DAYS of today. */
export const closingWindowsWhere = (access: Access, today: string): SQL =>
  and(
    access.where('applications'),
    awaitingClaim(today),
    gte(filingWindowDate, today),
    lte(filingWindowDate, addDays(today, CLOSING_SOON_DAYS)),
  ) ?? sql`false`;

export async function closingWindows(q: Queryable, access: Access, today: string): Promise<SectionRows> {
  const where = closingWindowsWhere(access, today);
  const rows = await q
    .select({
      id: applications.id,
      riderId: applications.riderId,
      unit: applications.unitNumber,
      building: buildings.name,
      flagged: sql<boolean>`${applications.flaggedAt} is not null`,
      closes: filingWindowEnd,
    })
    .from(applications)
    .innerJoin(buildings, eq(buildings.id, applications.buildingId))
    .where(where)
    .orderBy(asc(filingWindowDate), asc(applications.id))
    .limit(ATTENTION_ITEMS_MAX);
  return {
    count: await countWhere(q, applications, where),
    items: rows.map((r) => ({
      id: r.id,
      title: r.riderId ?? '',
      detail: place(r.unit, r.building),
      date: r.closes,
      status: null,
      link: policyLink(r.id, r.flagged),
    })),
  };
}
