import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Figure, FigureKey } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { applications, claims } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';

/** The first days of this calendar month, the last one and the next, in UTC (YYYY-MM-DD). */
export function monthBounds(now: Date): { last: string; current: string; next: string } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const first = (month: number) => new Date(Date.UTC(y, month, 1)).toISOString().slice(0, 10);
  return { last: first(m - 1), current: first(m), next: first(m + 1) };
}

interface FigureDef {
  key: FigureKey;
  label: string;
  link: string;
  table: typeof applications | typeof claims;
  scope: (access: Access) => SQL;
  /** The column whose day puts a row in a month. */
  at: AnyPgColumn;
  also?: SQL;
}

const FIGURES: FigureDef[] = [
  {
    key: 'applications',
    label: 'Applications received',
    link: '/dashboard/property/applications',
    table: applications,
    scope: (a) => a.where('applications'),
    at: applications.createdAt,
  },
  {
    key: 'policies',
    label: 'Policies issued',
    link: '/dashboard/property/policies',
    table: applications,
    scope: (a) => a.where('applications'),
    at: applications.issueDate,
    also: isNotNull(applications.riderId),
  },
  {
    key: 'claims',
    label: 'Claims filed',
    link: '/dashboard/property/claims',
    table: claims,
    scope: (a) => a.where('claims'),
    at: claims.createdAt,
  },
  {
    key: 'flags',
    label: 'Policies flagged',
    link: '/dashboard/property/cancel-policies',
    table: applications,
    scope: (a) => a.where('applications'),
    at: applications.flaggedAt,
  },
];

/**
 * Key figures of the scope, this calendar month against the last: one scan per figure that counts both
 * months at once (a FILTER each), bounded below by the first day of last month.
 */
export async function keyFigures(q: Queryable, access: Access): Promise<Figure[]> {
  const { last, current, next } = monthBounds(access.now);
  const out: Figure[] = [];
  for (const f of FIGURES) {
    const [row] = await q
      .select({
        thisMonth: sql<number>`count(*) filter (where ${f.at} >= ${current}::date)::int`,
        lastMonth: sql<number>`count(*) filter (where ${f.at} < ${current}::date)::int`,
      })
      .from(f.table)
      .where(
        // Days as dates: a timestamp column would map a bound string as if it were a Date.
        and(f.scope(access), f.also, sql`${f.at} >= ${last}::date and ${f.at} < ${next}::date`),
      );
    out.push({
      key: f.key,
      label: f.label,
      link: f.link,
      thisMonth: Number(row?.thisMonth ?? 0),
      lastMonth: Number(row?.lastMonth ?? 0),
    });
  }
  return out;
}
