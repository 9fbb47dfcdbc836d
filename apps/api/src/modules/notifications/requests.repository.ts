import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { InviteProperty, PersonOption, Role } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { buildings, notificationBuildings, notifications, users } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';
import { searchCondition } from '../../platform/db/list.js';
import { propertyColumns } from '../buildings/buildings.repository.js';
import type { UserRecord } from '../users/users.repository.js';

/**
 * What a requester may ask for lies outside what it sees: the buildings of its own landlord that it does
 * not hold, and the people of that landlord. Never another landlord's: every query keeps to the
 * requester's landlord.
 */
function requester(access: Access): { userId: string; landlordId: string } | null {
  const actor = access.actor;
  return actor?.landlordId ? { userId: actor.userId, landlordId: actor.landlordId } : null;
}

const personColumns = { id: users.id, name: users.name, email: users.email, role: users.role };

/** Live users of the requester's landlord with one of the roles, never the requester itself. */
export async function peopleToAsk(q: Queryable, access: Access, roles: Role[]): Promise<PersonOption[]> {
  const me = requester(access);
  if (!me) return [];
  return q
    .select(personColumns)
    .from(users)
    .where(
      and(
        eq(users.landlordId, me.landlordId),
        inArray(users.role, roles),
        ne(users.id, me.userId),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

/** One such person, or null (the caller answers 404). */
export async function personToAsk(
  q: Queryable,
  access: Access,
  id: string,
  roles: Role[],
): Promise<UserRecord | null> {
  const me = requester(access);
  if (!me) return null;
  const [row] = await q
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.landlordId, me.landlordId),
        inArray(users.role, roles),
        ne(users.id, me.userId),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
      ),
    );
  return row ?? null;
}

/** A building the requester asked for in a request still pending. */
const askedPending = (userId: string): SQL =>
  sql`exists (select 1 from ${notificationBuildings} inner join ${notifications} on ${eq(
    notifications.id,
    notificationBuildings.notificationId,
  )} where ${and(
    eq(notificationBuildings.buildingId, buildings.id),
    eq(notifications.requestorId, userId),
    eq(notifications.status, 'pending'),
  )})`;

/** Buildings of the requester's landlord it neither holds nor has asked for already, by name. */
export async function requestableBuildings(
  q: Queryable,
  access: Access,
  search: string | undefined,
): Promise<InviteProperty[]> {
  const me = requester(access);
  if (!me) return [];
  return q
    .select(propertyColumns)
    .from(buildings)
    .where(
      and(
        eq(buildings.landlordId, me.landlordId),
        sql`not ${access.heldBy(me.userId, buildings.id)}`,
        sql`not ${askedPending(me.userId)}`,
        searchCondition(search, [buildings.name, buildings.billingCity]),
      ),
    )
    .orderBy(asc(buildings.name), asc(buildings.id))
    .limit(200);
}

/** Of the given buildings: those of the requester's landlord, and those of them it holds already. */
export async function sortRequested(
  q: Queryable,
  access: Access,
  ids: string[],
): Promise<{ ofLandlord: string[]; held: string[] }> {
  const me = requester(access);
  if (!me) return { ofLandlord: [], held: [] };
  const rows = await q
    .select({ id: buildings.id, held: sql<boolean>`${access.heldBy(me.userId, buildings.id)}` })
    .from(buildings)
    .where(and(inArray(buildings.id, ids), eq(buildings.landlordId, me.landlordId)));
  return { ofLandlord: rows.map((r) => r.id), held: rows.filter((r) => r.held).map((r) => r.id) };
}

/** A user's portfolio at the access's instant: its landlord's buildings for a vp, its live grants otherwise. */
export async function portfolioOf(q: Queryable, access: Access, user: UserRecord): Promise<string[]> {
  if (!user.landlordId) return [];
  const rows = await q
    .select({ id: buildings.id })
    .from(buildings)
    .where(
      and(
        eq(buildings.landlordId, user.landlordId),
        user.role === 'vp' || user.role === 'll' ? undefined : access.heldBy(user.id, buildings.id),
      ),
    );
  return rows.map((r) => r.id);
}
