import { and, asc, eq, notExists } from 'drizzle-orm';
import type { Role } from '@lease/contract';
import {
  buildingGrants,
  buildings,
  emails,
  notificationBuildings,
  notifications,
  users,
} from '../src/db/schema/index.js';
import { disposableUser, server } from './case-helpers.js';
import { DEMO } from './server.js';

const userNamed = async (email: string) => {
  const [row] = await server.db.select().from(users).where(eq(users.email, email));
  if (!row?.landlordId) throw new Error(`demo user ${email} is missing`);
  return row;
};

/** A building of the first landlord that the role's demo user does not hold: one it may ask for. */
export async function buildingToAsk(role: Role): Promise<string> {
  const user = await userNamed(DEMO[role === 'admin' ? 'pm' : role]);
  const [row] = await server.db
    .select({ id: buildings.id })
    .from(buildings)
    .where(
      and(
        eq(buildings.landlordId, user.landlordId!),
        notExists(
          server.db
            .select()
            .from(buildingGrants)
            .where(and(eq(buildingGrants.buildingId, buildings.id), eq(buildingGrants.userId, user.id))),
        ),
      ),
    )
    .orderBy(asc(buildings.name))
    .limit(1);
  if (!row) throw new Error(`no building left for ${role} to ask for`);
  return row.id;
}

/**
 * A request waiting for the role's demo user: for buildings when it is the landlord, for its portfolio
 * otherwise, from a pm made for the purpose (so repeated cases never meet a pending duplicate).
 */
export async function pendingRequestTo(
  role: Role,
): Promise<{ id: string; type: 'property' | 'userproperty' }> {
  const recipient = await userNamed(DEMO[role === 'admin' ? 'll' : role]);
  const requestorId = await disposableUser('pm');
  const type = recipient.role === 'll' ? 'property' : 'userproperty';
  const [row] = await server.db
    .insert(notifications)
    .values({
      type,
      requestorId,
      recipientId: recipient.id,
      landlordId: recipient.landlordId,
      subjectUserId: type === 'userproperty' ? recipient.id : null,
    })
    .returning({ id: notifications.id });
  if (type === 'property') {
    await server.db
      .insert(notificationBuildings)
      .values({ notificationId: row!.id, buildingId: await buildingToAsk('pm') });
  }
  return { id: row!.id, type };
}

/** A request the role's demo user sent, already accepted: one to see or delete. */
export async function answeredRequestOf(role: Role): Promise<string> {
  const requestor = await server.db.select().from(users).where(eq(users.email, DEMO[role]));
  const landlord = await userNamed(DEMO.ll);
  const [row] = await server.db
    .insert(notifications)
    .values({
      type: 'property',
      status: 'accepted',
      requestorId: requestor[0]!.id,
      recipientId: landlord.id,
      landlordId: landlord.landlordId,
      answeredAt: new Date(),
    })
    .returning({ id: notifications.id });
  return row!.id;
}

/** Whose portfolio the role asks for: rm@ asks for its own pm (auto-accepted), pm@ for rm@ (pending). */
export async function holderFor(role: Role): Promise<string> {
  return (await userNamed(role === 'rm' ? DEMO.pm : DEMO.rm)).id;
}

export const landlordUserId = async (): Promise<string> => (await userNamed(DEMO.ll)).id;

/** A recorded message to the role's demo user: one it may read, resend or delete. */
export async function emailTo(role: Role): Promise<string> {
  const [row] = await server.db
    .insert(emails)
    .values({ toAddress: DEMO[role], subject: 'Matrix message', body: 'Hello' })
    .returning({ id: emails.id });
  return row!.id;
}
