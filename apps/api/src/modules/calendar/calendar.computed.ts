import { and, asc, between, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { COMPUTED_EVENT_LABELS, type ComputedEvent } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { applications, buildings, invoices } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { awaitingClaim, filingWindowDate, filingWindowEnd, policyLink } from './filing-window.js';

/**
 * Each kind answers at most this many dates in a range: a portfolio of thousands of policies would
 * otherwise bury the user's own events; the grids are where all of them are read.
 */
export const COMPUTED_PER_KIND_MAX = 300;

/** The days of a range, as the caller's own calendar reads them (YYYY-MM-DD, both ends included). */
export interface DayRange {
  from: string;
  to: string;
}

const allDay = (e: Omit<ComputedEvent, 'startsAt' | 'endsAt'>): ComputedEvent => ({
  ...e,
  startsAt: null,
  endsAt: null,
});

const where = (unit: string, building: string) => `Unit ${unit}, ${building}`;

/** Lease and coverage ends of the policies in scope; one event when both fall on the same day. */
async function policyEnds(q: Queryable, access: Access, days: DayRange): Promise<ComputedEvent[]> {
  const rows = await q
    .select({
      id: applications.id,
      riderId: applications.riderId,
      unit: applications.unitNumber,
      building: buildings.name,
      leaseEnd: applications.leaseEndDate,
      coverageEnd: applications.coverageEndDate,
    })
    .from(applications)
    .innerJoin(buildings, eq(buildings.id, applications.buildingId))
    .where(
      and(
        access.where('applications'),
        isNotNull(applications.riderId),
        isNull(applications.cancelledAt),
        or(
          between(applications.leaseEndDate, days.from, days.to),
          between(applications.coverageEndDate, days.from, days.to),
        ),
      ),
    )
    .orderBy(asc(applications.leaseEndDate), asc(applications.id))
    .limit(COMPUTED_PER_KIND_MAX);
  const inRange = (d: string | null): d is string => d !== null && d >= days.from && d <= days.to;
  return rows.flatMap((r) => {
    const base = { detail: where(r.unit, r.building), link: policyLink(r.id, false) };
    const out: ComputedEvent[] = [];
    const same = r.coverageEnd === r.leaseEnd;
    if (inRange(r.leaseEnd)) {
      const label = same ? 'Lease and coverage end' : COMPUTED_EVENT_LABELS['lease-end'];
      out.push(
        allDay({
          ...base,
          id: `lease-end:${r.id}`,
          kind: 'lease-end',
          title: `${label}: ${r.riderId}`,
          date: r.leaseEnd,
        }),
      );
    }
    if (!same && inRange(r.coverageEnd)) {
      const title = `${COMPUTED_EVENT_LABELS['coverage-end']}: ${r.riderId}`;
      out.push(
        allDay({ ...base, id: `coverage-end:${r.id}`, kind: 'coverage-end', title, date: r.coverageEnd }),
      );
    }
    return out;
  });
}

/** The claim filing windows of the policies in scope that close in the range. */
async function filingWindows(
  q: Queryable,
  access: Access,
  days: DayRange,
  today: string,
): Promise<ComputedEvent[]> {
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
    .where(
      and(access.where('applications'), awaitingClaim(today), between(filingWindowDate, days.from, days.to)),
    )
    .orderBy(asc(filingWindowDate), asc(applications.id))
    .limit(COMPUTED_PER_KIND_MAX);
  return rows.map((r) =>
    allDay({
      id: `filing-window:${r.id}`,
      kind: 'filing-window',
      title: `${COMPUTED_EVENT_LABELS['filing-window']}: ${r.riderId}`,
      detail: where(r.unit, r.building),
      date: r.closes,
      link: policyLink(r.id, r.flagged),
    }),
  );
}

/** Due dates of the invoices in scope still to be paid (open, past due or disputed). */
async function invoicesDue(q: Queryable, access: Access, days: DayRange): Promise<ComputedEvent[]> {
  const rows = await q
    .select({ id: invoices.id, number: invoices.number, dueDate: invoices.dueDate, status: invoices.status })
    .from(invoices)
    .where(
      and(
        access.where('invoices'),
        inArray(invoices.status, ['open', 'past_due', 'disputed']),
        between(invoices.dueDate, days.from, days.to),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(COMPUTED_PER_KIND_MAX);
  return rows.map((r) =>
    allDay({
      id: `invoice-due:${r.id}`,
      kind: 'invoice-due',
      title: `${COMPUTED_EVENT_LABELS['invoice-due']}: ${r.number}`,
      detail: null,
      date: r.dueDate,
      link: `/dashboard/invoice?invoice=${r.id}`,
    }),
  );
}

/** The dates of the records in scope that fall on the days of a range, by date. */
export async function recordDates(q: Queryable, access: Access, days: DayRange): Promise<ComputedEvent[]> {
  const today = access.now.toISOString().slice(0, 10);
  // One after another: PGlite is one connection, and three short reads cost little in a row.
  const ends = await policyEnds(q, access, days);
  const windows = await filingWindows(q, access, days, today);
  const due = await invoicesDue(q, access, days);
  return [...ends, ...windows, ...due].sort(
    (a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id),
  );
}
