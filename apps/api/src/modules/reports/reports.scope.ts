import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ANSWERS, REPORT_MONTHS_MAX, type ReportType } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { buildings } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { landlordInScope } from '../users/users.repository.js';

/** The filters of a report call as the contract parsed them. */
export interface ReportQuery {
  landlordId?: string | undefined;
  buildingId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * One report call's view of the data: the caller's access narrowed by the filters, and its months.
 * `byLandlord` says whether whole landlords are in view (admin, ll, vp without a building): then the
 * per-landlord tables answer; otherwise (rm and pm, a narrowed key, or one building) the per-building ones do.
 */
export interface ReportView {
  access: Access;
  type: ReportType;
  byLandlord: boolean;
  landlordId: string | undefined;
  buildingId: string | undefined;
  /** The range as months (YYYY-MM), both included, and as instants: [start, end). */
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const monthStart = (month: string): Date => new Date(`${month}-01T00:00:00Z`);
const monthOf = (d: Date): string => d.toISOString().slice(0, 7);
const monthsBetween = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));
const addMonths = (month: string, n: number): string => {
  const d = monthStart(month);
  d.setUTCMonth(d.getUTCMonth() + n);
  return monthOf(d);
};

/**
 * Checks the filters against the caller's scope (a landlord or building outside it answers 404, as if it
 * did not exist) and settles the view: admin with no landlord sees every landlord; a building named, or
 * a reader in part, sees buildings; everyone else one landlord's portfolio. Without a range: the twelve
 * months up to the current one.
 */
export async function reportView(q: Queryable, access: Access, query: ReportQuery): Promise<ReportView> {
  const { landlordId, buildingId } = query;
  if (landlordId && !(await landlordInScope(q, access, landlordId))) throw notFound('Landlord');
  if (buildingId) {
    const [seen] = await access.visible(
      q,
      'buildings',
      [buildingId],
      landlordId ? eq(buildings.landlordId, landlordId) : undefined,
    );
    if (!seen) throw notFound('Building');
  }
  const to = query.to ?? (query.from && query.from > monthOf(access.now) ? query.from : monthOf(access.now));
  const from = query.from ?? addMonths(to, -11);
  // The contract bounds a range given whole; one end given alone is bounded here.
  if (monthsBetween(from, to) >= REPORT_MONTHS_MAX) {
    throw badRequest(ANSWERS.reportMonthsMax(REPORT_MONTHS_MAX));
  }
  // A reader in part (a manager, a key narrowed to some buildings) counts buildings, never whole landlords.
  const inPart = access.readsInPart;
  const type: ReportType =
    buildingId || inPart ? 'building' : access.scope.kind === 'all' && !landlordId ? 'admin' : 'landlord';
  return {
    access,
    type,
    byLandlord: !buildingId && !inPart,
    landlordId,
    buildingId,
    from,
    to,
    start: monthStart(from),
    end: monthStart(addMonths(to, 1)),
  };
}

/** The months of a view, in order, as YYYY-MM. */
export function monthsOf(view: ReportView): string[] {
  const out: string[] = [];
  for (let m = view.from; m <= view.to; m = addMonths(m, 1)) out.push(m);
  return out;
}

/**
 * The rows of a building-scoped table a view counts: the named building, or those of the caller's
 * scope (through the access layer) and of the named landlord.
 */
export function buildingRowsOf(
  view: ReportView,
  scoped: SQL,
  columns: { buildingId: AnyPgColumn | SQL; landlordId?: AnyPgColumn },
): SQL {
  if (view.buildingId) return sql`${columns.buildingId} = ${view.buildingId}`;
  const landlord =
    view.landlordId && columns.landlordId ? eq(columns.landlordId, view.landlordId) : undefined;
  return and(scoped, landlord) ?? sql`true`;
}

/** The buildings of a view, as a condition on a building-id column of a table the access layer does not know. */
export function viewBuildings(q: Queryable, view: ReportView, buildingId: AnyPgColumn): SQL {
  if (view.buildingId) return eq(buildingId, view.buildingId);
  return inArray(
    buildingId,
    q
      .select({ id: buildings.id })
      .from(buildings)
      .where(
        and(
          view.access.where('buildings'),
          view.landlordId ? eq(buildings.landlordId, view.landlordId) : undefined,
        ),
      ),
  );
}

/** The landlords of a view, on a landlord-id column: the named one, or every landlord in scope. */
export function viewLandlords(view: ReportView, landlordId: AnyPgColumn): SQL {
  return and(
    view.access.landlords(landlordId),
    view.landlordId ? eq(landlordId, view.landlordId) : undefined,
  )!;
}
