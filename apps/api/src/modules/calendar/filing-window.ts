import { and, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { FILING_WINDOW_DAYS } from '@lease/contract';
import { applications, claims } from '../../db/schema/index.js';

/**
 * When a policy's claim filing window closes (docs/decisions/0017): 120 days (file 2 §9, the late-filing
 * mark) after the earliest sign of a loss the portal knows of — the flag, the reported move-out or the
 * lease end. LEAST skips nulls, so whichever are known count. The flag's day is read in UTC, as the daily
 * flag job writes it. The day count is a constant of the contract, written into the SQL as a literal.
 */
export const filingWindowDate = sql<string>`(least((${applications.flaggedAt} at time zone 'UTC')::date, ${applications.movedOutAt}, ${applications.leaseEndDate}) + ${sql.raw(String(FILING_WINDOW_DAYS))})`;
/** The same day as YYYY-MM-DD, as an answer carries it. */
export const filingWindowEnd = sql<string>`${filingWindowDate}::text`;

/**
 * The policies whose window is open or has opened: a claim is still to be decided on — issued, not
 * cancelled, no claim filed, no flag dismissed — and a loss is in sight (flagged, or the lease has ended
 * before `today`). A claim already filed has its own deadlines on the claim; none is shown here.
 */
export const awaitingClaim = (today: string): SQL =>
  and(
    isNotNull(applications.riderId),
    isNull(applications.cancelledAt),
    isNull(applications.flagResolvedAt),
    or(isNotNull(applications.flaggedAt), lt(applications.leaseEndDate, today)),
    sql`not exists (select 1 from ${claims} where ${claims.applicationId} = ${applications.id})`,
  ) ?? sql`false`;

/** The page a policy opens on: the Flagged Cancellations grid when it waits on a decision there. */
export const policyLink = (id: string, flagged: boolean): string =>
  `/dashboard/property/${flagged ? 'cancel-policies' : 'policies'}?record=${id}`;
