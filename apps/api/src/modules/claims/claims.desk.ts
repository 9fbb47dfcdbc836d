import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  canMoveClaim,
  CLAIM_DESK_STATUSES,
  type ClaimAssessment,
  type ClaimData,
  claimChecklist,
  type ClaimRecommendation,
  type DeskRow,
  type Page,
} from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { buildings, claimFiles, claims, landlords } from '../../db/schema/index.js';
import { accessFor, type Access } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { assessStoredClaim } from './claims.assessment.js';
import { finalDecision } from './claims.decisions.js';
import { findClaim } from './claims.repository.js';

const HOUR_MS = 3_600_000;

interface DeskQuery {
  page: number;
  pageSize: number;
  cursor?: string | undefined;
  recommendation?: ClaimRecommendation | undefined;
}

async function deskRows(q: Queryable, access: Access, query: DeskQuery, offset: number) {
  const where = and(
    access.where('claims'),
    inArray(claims.status, [...CLAIM_DESK_STATUSES]),
    query.recommendation ? eq(claims.recommendation, query.recommendation) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    q
      .select({
        id: claims.id,
        name: claims.name,
        landlordName: landlords.name,
        address: sql<string>`concat_ws(', ', ${buildings.billingStreet}, ${buildings.billingCity}, ${buildings.billingState} || coalesce(' ' || ${buildings.billingZip}, ''))`,
        status: claims.status,
        createdAt: claims.createdAt,
        returnedAt: claims.returnedAt,
        recommendation: claims.recommendation,
        payout: claims.assessedPayout,
        data: claims.claimData,
      })
      .from(claims)
      .innerJoin(buildings, eq(buildings.id, claims.buildingId))
      .innerJoin(landlords, eq(landlords.id, claims.landlordId))
      .where(where)
      // Answered requests first (in the order they came back), then the oldest filing first.
      .orderBy(sql`${claims.returnedAt} asc nulls last`, asc(claims.createdAt), asc(claims.id))
      .limit(query.pageSize + 1)
      .offset(offset),
    q.select({ n: count() }).from(claims).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

async function filesByClaim(q: Queryable, claimIds: string[]) {
  const files = claimIds.length
    ? await q
        .select({ claimId: claimFiles.claimId, field: claimFiles.field, kind: claimFiles.kind })
        .from(claimFiles)
        .where(inArray(claimFiles.claimId, claimIds))
    : [];
  const byClaim = new Map<string, { field: string; kind: string | null }[]>();
  for (const f of files) byClaim.set(f.claimId, [...(byClaim.get(f.claimId) ?? []), f]);
  return byClaim;
}

/**
 * The desk (admin): a page of undecided claims with their age, what the rules recommend and pay, and the
 * papers they lack. The cursor is the next page's number: the desk is read from the top, a page at a time.
 */
export async function claimsDesk(ctx: AppContext, actor: Actor, query: DeskQuery): Promise<Page<DeskRow>> {
  if (!canMoveClaim(actor)) throw forbidden();
  const page = query.cursor ? Math.max(1, Number(query.cursor) || 1) : query.page;
  const db = ctx.database.db;
  const { rows, total } = await deskRows(db, accessFor(ctx, actor), query, (page - 1) * query.pageSize);
  const shown = rows.slice(0, query.pageSize);
  const files = await filesByClaim(
    db,
    shown.map((r) => r.id),
  );
  const now = ctx.clock.now().getTime();
  const desk: DeskRow[] = [];
  for (const r of shown) {
    // A claim filed before assessments were kept is assessed on the spot.
    const assessed =
      r.recommendation && r.payout !== null
        ? { recommendation: r.recommendation, payout: r.payout }
        : await assessStoredClaim(db, r.id);
    desk.push({
      id: r.id,
      name: r.name,
      landlord_name: r.landlordName,
      apartment_building_address: r.address,
      claim_status: r.status,
      createdAt: r.createdAt.toISOString(),
      age_hours: Math.floor((now - r.createdAt.getTime()) / HOUR_MS),
      recommendation: assessed!.recommendation,
      payout: assessed!.payout,
      papers_missing: claimChecklist(r.data as ClaimData, files.get(r.id) ?? [])
        .filter((p) => !p.present)
        .map((p) => p.paper),
      returned: r.returnedAt !== null,
    });
  }
  return {
    rows: desk,
    total: Number(total),
    totalExact: true,
    nextCursor: rows.length > query.pageSize ? String(page + 1) : null,
    prevCursor: page > 1 ? String(page - 1) : null,
  };
}

/**
 * A claim's assessment for those who may read the claim: as it was decided when a final decision stands
 * (a later rule change never rewrites it), else as the rules see it now.
 */
export async function claimAssessmentFor(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<ClaimAssessment> {
  const db = ctx.database.db;
  if (!(await findClaim(db, accessFor(ctx, actor), id))) throw notFound('Claim');
  const final = await finalDecision(db, id);
  if (final) return final.assessment;
  const assessment = await assessStoredClaim(db, id);
  if (!assessment) throw notFound('Claim');
  return assessment;
}
