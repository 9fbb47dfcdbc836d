import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { buildingGrants } from '../../db/schema/index.js';
import { systemClock } from '../clock.js';
import { accessFor, liveGrantAt, type Scope } from './access.js';
import type { Actor } from './actor.js';

// The old helpers, kept only for modules/invites until it takes an Access (decision 8). They judge grant
// liveness on the wall clock, not on ctx.clock; new code uses `accessFor(ctx, actor)` instead.
export { scopeOf, type Scope } from './access.js';

/** @deprecated `accessFor(ctx, actor).where('buildings')`. */
export function buildingScopeCondition(
  scope: Scope,
  columns: { buildingId: AnyPgColumn; landlordId: AnyPgColumn },
): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'none':
      return sql`false`;
    case 'landlord':
      return eq(columns.landlordId, scope.landlordId);
    case 'grants':
      return sql`exists (select 1 from ${buildingGrants} where ${and(
        eq(buildingGrants.userId, scope.userId),
        eq(buildingGrants.buildingId, columns.buildingId),
        liveGrantAt(systemClock.now()),
      )})`;
  }
}

/** @deprecated `accessFor(ctx, actor).invites(columns)`. */
export const inviteScopeCondition = (
  actor: Actor,
  columns: { landlordId: AnyPgColumn; invitedBy: AnyPgColumn },
): SQL => accessFor({ clock: systemClock }, actor).invites(columns);
