import { gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { buildingGrants } from '../../db/schema/index.js';
import type { Actor } from './actor.js';

/**
 * What an actor may see (DESIGN.md 'Who may see what'): admin everything; ll and vp every building of
 * their landlord; rm and pm the buildings granted to them and not expired; an external nothing, except
 * through the client calls, which read its landlord with `clientAccess` once its grant is checked
 * (decision 0032).
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
    case 'external':
      return { kind: 'none' };
  }
}

/** The columns of a person's row that say who manages it (the users table, or a join naming them). */
export interface PersonColumns {
  id: AnyPgColumn;
  role: AnyPgColumn;
  landlordId: AnyPgColumn;
  managerId: AnyPgColumn;
}

/** A grant with an end that is still live at `now`: one range of an index on `expires_at`. */
export const endingGrantLiveAt = (now: Date): SQL => gt(buildingGrants.expiresAt, now);

/** A grant is live until its `expires_at`, judged at `now`: the one place grant liveness is written. */
export const liveGrantAt = (now: Date): SQL =>
  or(isNull(buildingGrants.expiresAt), endingGrantLiveAt(now)) ?? sql`true`;
