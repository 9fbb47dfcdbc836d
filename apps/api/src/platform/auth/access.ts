import { and, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PolicyActor } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { buildingGrants, buildings, users } from '../../db/schema/index.js';
import type { Clock } from '../clock.js';
import type { Actor } from './actor.js';
import { liveGrantAt, scopeOf, type PersonColumns, type Scope } from './scope-of.js';
import { SCOPED, type Reach, type ScopedTable } from './reach.js';

/** Only this module makes an Access: a repository that asks for one cannot be called around it. */
const MINT = Symbol('access');

/**
 * One request's (or one job's) view of the data, fixed at one instant of `ctx.clock`. Repositories of
 * scoped tables take it; the only ways to get one are `accessFor` (a signed-in actor) and `systemAccess`
 * (a scheduled job, which must say why it sees everything).
 */
export class Access {
  readonly scope: Scope;

  constructor(
    mint: typeof MINT,
    /** Null for a system access. */
    readonly actor: Actor | null,
    readonly now: Date,
    /** Why a system access sees everything: kept for its log and activity rows. */
    readonly reason: string | null,
    /** The landlord a client call reads for an external (clientAccess); else the actor's own scope. */
    clientOf: string | null = null,
  ) {
    if (mint !== MINT) throw new Error('An Access comes from accessFor, clientAccess or systemAccess.');
    this.scope = clientOf
      ? { kind: 'landlord', landlordId: clientOf }
      : actor
        ? scopeOf(actor)
        : { kind: 'all' };
  }

  /** Grants live at this access's instant. */
  get liveGrant(): SQL {
    return liveGrantAt(this.now);
  }

  /** The buildings a user holds by a live grant, as a condition on a building-id column. */
  heldBy(userId: string, buildingId: AnyPgColumn | SQL): SQL {
    return sql`exists (select 1 from ${buildingGrants} where ${and(
      eq(buildingGrants.userId, userId),
      sql`${buildingGrants.buildingId} = ${buildingId}`,
      this.liveGrant,
    )})`;
  }

  /** The buildings an API key was narrowed to (decision 0029); none: its person's whole scope. */
  private get chosen(): readonly string[] {
    return this.actor?.key?.buildingIds ?? [];
  }

  /**
   * Whether records that span buildings (an invoice of its lines) are read in part: by a manager through
   * its grants, and by a key narrowed to some buildings, exactly alike. A reader in part sees such a
   * record when one of its parts is in reach, and of it only those parts.
   */
  get readsInPart(): boolean {
    return this.scope.kind === 'grants' || this.chosen.length > 0;
  }

  /**
   * A record that names the buildings it concerns (a dispute of some lines, as a uuid[] column): a whole
   * reader reads it; a reader in part only when it names at least one building and every one is in reach.
   */
  coversBuildings(buildingIds: AnyPgColumn): SQL {
    if (!this.readsInPart) return sql`true`;
    return sql`cardinality(${buildingIds}) > 0 and not exists (
      select 1 from unnest(${buildingIds}) as b(id)
      where not exists (select 1 from ${buildings} where ${buildings.id} = b.id and ${this.where('buildings')}))`;
  }

  /** The SQL condition that keeps a list of a scoped table to the rows this access may see. */
  where(table: ScopedTable): SQL {
    return this.reachCondition(SCOPED[table]);
  }

  /** Those of the given ids of a scoped table this access may see (and that meet `also`), in no particular order. */
  async visible(q: Queryable, table: ScopedTable, ids: readonly string[], also?: SQL): Promise<string[]> {
    if (ids.length === 0) return [];
    const reach = SCOPED[table];
    const rows = await q
      .select({ id: reach.id })
      .from(reach.table)
      .where(and(inArray(reach.id, [...ids]), this.reachCondition(reach), also));
    return rows.map((r) => r.id as string);
  }

  /** The landlord accounts in scope; rm and pm see those of their live grants. */
  landlords(landlordId: AnyPgColumn): SQL {
    const { scope } = this;
    if (scope.kind !== 'grants') return this.byLandlord(landlordId);
    return sql`exists (select 1 from ${buildingGrants} inner join ${buildings} on ${eq(
      buildings.id,
      buildingGrants.buildingId,
    )} where ${and(eq(buildingGrants.userId, scope.userId), eq(buildings.landlordId, landlordId), this.liveGrant)})`;
  }

  /**
   * The people this access manages (the contract's `managesPerson`, in SQL): admin everyone but
   * admins and externals; ll the vps, rms and pms of its landlord; vp the rms and pms; rm its own pms; pm no one.
   */
  people(columns: PersonColumns): SQL {
    const base = this.managedByRank(columns);
    const { chosen } = this;
    if (chosen.length === 0) return base;
    // A key narrowed to some buildings manages only people whose buildings all lie within them: an rm or
    // pm holding at least one live grant and none outside. An ll or vp sees every building of its
    // landlord, so it is never within a narrowed key.
    const grantOf = and(eq(buildingGrants.userId, columns.id), this.liveGrant);
    return (
      and(
        base,
        inArray(columns.role, ['rm', 'pm']),
        sql`exists (select 1 from ${buildingGrants} where ${grantOf})`,
        sql`not exists (select 1 from ${buildingGrants} where ${and(
          grantOf,
          notInArray(buildingGrants.buildingId, [...chosen]),
        )})`,
      ) ?? sql`false`
    );
  }

  /**
   * Messages by their recipient (an address, or a phone for texts and calls): a system access or an
   * admin every one; anyone else those to itself or to a live person it manages, so a pm reads only its
   * own and a narrowed key those of the people within its buildings.
   */
  addressedTo(address: AnyPgColumn | SQL): SQL {
    const { actor } = this;
    if (!actor || actor.role === 'admin') return sql`true`;
    return sql`exists (select 1 from ${users} where ${and(
      or(sql`${users.email} = ${address}`, sql`${users.phone} = ${address}`),
      isNull(users.deletedAt),
      or(eq(users.id, actor.userId), this.people(users)),
    )})`;
  }

  private managedByRank(columns: PersonColumns): SQL {
    const { actor } = this;
    // An external is nobody's to manage: its grant is (decision 0032).
    if (!actor || actor.role === 'admin') return sql`${columns.role} not in ('admin', 'external')`;
    switch (actor.role) {
      case 'll':
      case 'vp': {
        if (!actor.landlordId) return sql`false`;
        const below = actor.role === 'll' ? ['vp', 'rm', 'pm'] : ['rm', 'pm'];
        return and(eq(columns.landlordId, actor.landlordId), inArray(columns.role, below)) ?? sql`false`;
      }
      case 'rm':
        return and(eq(columns.managerId, actor.userId), eq(columns.role, 'pm')) ?? sql`false`;
      case 'pm':
      case 'external':
        return sql`false`;
    }
  }

  /**
   * Records that speak for a landlord's whole portfolio (webhook subscriptions and their deliveries, the
   * grants of outside parties): one who reads the landlord whole reaches its own, an admin every one; a
   * reader in part (a manager, a key narrowed to some buildings) none, since each carries or opens every
   * building of the landlord.
   */
  wholeLandlord(landlordId: AnyPgColumn): SQL {
    return this.readsInPart ? sql`false` : this.byLandlord(landlordId);
  }

  /**
   * The landlord a new landlord-wide record is made for (see `wholeLandlord`): the one an admin names
   * (undefined when it names none), else the actor's own when it reads it whole and names no other;
   * null when the access may make none there (the caller answers 404, as if it did not exist).
   */
  wholeLandlordFor(asked: string | undefined): string | null | undefined {
    const { scope } = this;
    if (scope.kind === 'all') return asked;
    if (scope.kind !== 'landlord' || this.readsInPart) return null;
    return asked && asked !== scope.landlordId ? null : scope.landlordId;
  }

  /** The invites an actor may list and resend: admin all; ll and vp its landlord's; rm those it sent. */
  invites(columns: { landlordId: AnyPgColumn; invitedBy: AnyPgColumn }): SQL {
    const { actor } = this;
    if (!actor || actor.role === 'admin') return sql`true`;
    if (actor.role === 'rm') return eq(columns.invitedBy, actor.userId);
    if (actor.role === 'pm' || actor.role === 'external') return sql`false`;
    return actor.landlordId ? eq(columns.landlordId, actor.landlordId) : sql`false`;
  }

  /**
   * Whether an action policy of the contract allows this actor the action on a record. The record
   * must have been read through this access first (so it is in scope); a system access may do anything.
   */
  can<T>(policy: (actor: PolicyActor, target: T) => boolean, target: T): boolean {
    return this.actor === null || policy(this.actor, target);
  }

  private byLandlord(landlordId: AnyPgColumn): SQL {
    const { scope } = this;
    if (scope.kind === 'all') return sql`true`;
    if (scope.kind === 'landlord') return eq(landlordId, scope.landlordId);
    return sql`false`;
  }

  private reachCondition(reach: Reach): SQL {
    switch (reach.kind) {
      case 'building': {
        // ll and vp: one indexed condition on the landlord column every building-scoped table carries.
        const held =
          this.scope.kind === 'grants'
            ? this.heldBy(this.scope.userId, reach.buildingId)
            : this.byLandlord(reach.landlordId);
        // An API key narrowed to chosen buildings sees only those of them its user sees (decision 0029).
        const { chosen } = this;
        return chosen.length > 0 ? (and(held, inArray(reach.buildingId, [...chosen])) ?? sql`false`) : held;
      }
      case 'parts': {
        if (!this.readsInPart) return this.byLandlord(reach.landlordId);
        const { parts } = reach;
        return sql`exists (select 1 from ${parts.table} where ${and(
          sql`${reach.partOf} = ${reach.id}`,
          this.reachCondition(parts),
        )})`;
      }
      case 'recipient':
        return this.actor ? eq(reach.recipientId, this.actor.userId) : sql`true`;
    }
  }
}

/** The access of a signed-in actor for one request, at the request's instant on `ctx.clock`. */
export const accessFor = (ctx: { clock: Clock }, actor: Actor): Access =>
  new Access(MINT, actor, ctx.clock.now(), null);

/**
 * An external's read of its landlord (decision 0032): the landlord's whole portfolio, for the client
 * calls only, once the caller's live grant on that landlord has been checked (modules/client-view).
 */
export const clientAccess = (ctx: { clock: Clock }, actor: Actor, landlordId: string): Access =>
  new Access(MINT, actor, ctx.clock.now(), null, landlordId);

/** Everything, for a scheduled job or a seed: the reason names the job, so each bypass is visible in review. */
export const systemAccess = (ctx: { clock: Clock }, reason: string): Access =>
  new Access(MINT, null, ctx.clock.now(), reason);
