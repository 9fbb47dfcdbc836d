import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { buildingGrants, buildings } from '../../db/schema/index.js';
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

/** The condition that keeps a query to the landlord accounts in scope; rm and pm see those of their grants. */
export function landlordScopeCondition(scope: Scope, landlordId: AnyPgColumn): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'none':
      return sql`false`;
    case 'landlord':
      return eq(landlordId, scope.landlordId);
    case 'grants':
      return sql`exists (select 1 from ${buildingGrants} inner join ${buildings} on ${eq(
        buildings.id,
        buildingGrants.buildingId,
      )} where ${and(
        eq(buildingGrants.userId, scope.userId),
        eq(buildings.landlordId, landlordId),
        or(isNull(buildingGrants.expiresAt), gt(buildingGrants.expiresAt, sql`now()`)),
      )})`;
  }
}

/**
 * The people an actor manages, the users its user pages list and whom it may delete or move: admin
 * everyone; ll the vps, rms and pms of its landlord; vp the rms and pms of its landlord; rm the pms
 * reporting to it; pm no one. Never the actor itself, never someone of equal or higher role.
 */
export function userScopeCondition(
  actor: Actor,
  columns: { id: AnyPgColumn; role: AnyPgColumn; landlordId: AnyPgColumn; managerId: AnyPgColumn },
): SQL {
  switch (actor.role) {
    case 'admin':
      return sql`${columns.role} <> 'admin'`;
    case 'll':
    case 'vp': {
      if (!actor.landlordId) return sql`false`;
      const below = actor.role === 'll' ? ['vp', 'rm', 'pm'] : ['rm', 'pm'];
      return and(eq(columns.landlordId, actor.landlordId), inArray(columns.role, below)) ?? sql`false`;
    }
    case 'rm':
      return and(eq(columns.managerId, actor.userId), eq(columns.role, 'pm')) ?? sql`false`;
    case 'pm':
      return sql`false`;
  }
}

/**
 * The invites an actor may list and resend: admin all; ll and vp those for their landlord; rm those it
 * sent; pm none.
 */
export function inviteScopeCondition(
  actor: Actor,
  columns: { landlordId: AnyPgColumn; invitedBy: AnyPgColumn },
): SQL {
  switch (actor.role) {
    case 'admin':
      return sql`true`;
    case 'll':
    case 'vp':
      return actor.landlordId ? eq(columns.landlordId, actor.landlordId) : sql`false`;
    case 'rm':
      return eq(columns.invitedBy, actor.userId);
    case 'pm':
      return sql`false`;
  }
}
