import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { BuildingCountReport, LandlordCountReport, UserCountReport } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { buildingGrants, buildings, landlords, users } from '../../db/schema/index.js';
import { buildingRowsOf, type ReportView } from './reports.scope.js';

type Head = Pick<UserCountReport, 'type' | 'from' | 'to'>;
const headOf = (view: ReportView): Head => ({ type: view.type, from: view.from, to: view.to });

/**
 * The people a building's report counts: its landlord's ll and vp, who see every building of it, and
 * the rm and pm holding a live grant to it.
 */
function onBuilding(view: ReportView, buildingId: string): SQL {
  return or(
    and(
      sql`${users.role} in ('ll', 'vp')`,
      sql`${users.landlordId} = (select ${buildings.landlordId} from ${buildings} where ${buildings.id} = ${buildingId})`,
    ),
    sql`exists (select 1 from ${buildingGrants} where ${and(
      eq(buildingGrants.userId, users.id),
      eq(buildingGrants.buildingId, buildingId),
      view.access.liveGrant,
    )})`,
  )!;
}

/**
 * The people a caller counts: admin everyone; ll every user of its landlord (other landlord users too);
 * vp, rm and pm, and a key narrowed to some buildings, those they manage (Access.people) and themselves.
 */
function peopleInView(view: ReportView): SQL {
  const { actor, readsInPart } = view.access;
  if (!actor || actor.role === 'admin') return sql`true`;
  if (actor.role === 'll' && !readsInPart) return view.access.landlords(users.landlordId);
  return or(eq(users.id, actor.userId), view.access.people(users))!;
}

/** Live users by role created by the end of the range, narrowed to a landlord's people or a building's. */
export async function userCount(q: Queryable, view: ReportView): Promise<UserCountReport> {
  const rows = await q
    .select({ role: users.role, count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        lt(users.createdAt, view.end),
        peopleInView(view),
        view.landlordId ? eq(users.landlordId, view.landlordId) : undefined,
        view.buildingId ? onBuilding(view, view.buildingId) : undefined,
      ),
    )
    .groupBy(users.role)
    .orderBy(users.role);
  return { ...headOf(view), total: rows.reduce((n, r) => n + r.count, 0), byRole: rows };
}

/** Buildings in scope created by the end of the range, and their units. */
export async function buildingCount(q: Queryable, view: ReportView): Promise<BuildingCountReport> {
  const [row] = await q
    .select({
      count: sql<number>`count(*)::int`,
      units: sql<number>`coalesce(sum(${buildings.totalUnits}), 0)::int`,
    })
    .from(buildings)
    .where(
      and(
        buildingRowsOf(view, view.access.where('buildings'), {
          buildingId: buildings.id,
          landlordId: buildings.landlordId,
        }),
        lt(buildings.createdAt, view.end),
      ),
    );
  return { ...headOf(view), count: row?.count ?? 0, units: row?.units ?? 0 };
}

/** Landlord accounts in scope created by the end of the range (a building's report: its landlord). */
export async function landlordCount(q: Queryable, view: ReportView): Promise<LandlordCountReport> {
  const [row] = await q
    .select({ count: sql<number>`count(*)::int` })
    .from(landlords)
    .where(
      and(
        view.access.landlords(landlords.id),
        view.landlordId ? eq(landlords.id, view.landlordId) : undefined,
        view.buildingId
          ? sql`${landlords.id} = (select ${buildings.landlordId} from ${buildings} where ${buildings.id} = ${view.buildingId})`
          : undefined,
        lt(landlords.createdAt, view.end),
      ),
    );
  return { ...headOf(view), count: row?.count ?? 0 };
}
