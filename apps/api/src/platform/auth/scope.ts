import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { buildingGrants } from '../../db/schema/index.js';
import type { Actor } from './actor.js';

/**
 * What an actor may see (DESIGN.md 'Who may see what'): admin everything; ll and vp every building of
 * their landlord; rm and pm the buildings granted to them and not expired.
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'landlord'; landlordId: string }
  | { kind: 'grants'; userId: string }
  | { kind: 'none' };

export function scopeOf(actor: Actor): Scope {
  switch (actor.role) {
    case 'admin':
      return { kind: 'all' };
    case 'll':
    case 'vp':
      return actor.landlordId ? { kind: 'landlord', landlordId: actor.landlordId } : { kind: 'none' };
    case 'rm':
    case 'pm':
      return { kind: 'grants', userId: actor.userId };
  }
}

/** The SQL condition that keeps a query to the buildings in scope, given its building and landlord columns. */
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
        or(isNull(buildingGrants.expiresAt), gt(buildingGrants.expiresAt, sql`now()`)),
      )})`;
  }
}
