import { desc, eq, sql } from 'drizzle-orm';
import { ALL_ROUTES, API_PREFIX, type Role, type RouteDef } from '@lease/contract';
import { buildings, externalGrants, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { DEMO, TEST_PASSWORD, type TestServer } from './server.js';

/**
 * What the route cases act on: the suite's server and a token per demo role, bound once in its
 * beforeAll. Live bindings, so the cases read them as plain names.
 */
export let server: TestServer;
export let tokens: Record<Role, string>;

export function bindCases(testServer: TestServer, roleTokens: Record<Role, string>): void {
  server = testServer;
  tokens = roleTokens;
}

export interface Input {
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart form, sent instead of the body (the body still says what the form holds, for the sweep). */
  form?: FormData;
}

export const send = (route: RouteDef, token: string | null, input: Input = {}) =>
  server.call(route.method, API_PREFIX + route.path, {
    token,
    query: input.query,
    ...(input.form ? { form: input.form } : { body: input.body }),
  });

export const IMPORT_ROW = {
  name: 'Matrix Lofts',
  buildingType: 'Garden',
  totalUnits: 10,
  billingCity: 'Austin',
  billingState: 'TX',
};

export const ROLE_CAN_ACCEPT: Role[] = ['vp', 'rm', 'pm'];

/** An invite from the first landlord to an existing user of its line: the token of its mailed link. */
export async function inviteTokenFor(email: string, role: Role): Promise<string> {
  const [landlord] = await server.db.select().from(users).where(eq(users.email, DEMO.ll));
  const [building] = await server.db
    .select()
    .from(buildings)
    .where(eq(buildings.landlordId, landlord!.landlordId!))
    .orderBy(desc(buildings.name))
    .limit(1);
  await send(routeById('invite.invite-user'), tokens.ll, {
    body: { email, role, buildingIds: [building!.id] },
  });
  const mail = await server.lastDelivered(email);
  return /\/invite\/user\/([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
}

/** A new user of the first landlord for a delete case: a pm reporting to rm@, or a landlord account user. */
export async function disposableUser(role: 'pm' | 'll'): Promise<string> {
  const [rm] = await server.db.select().from(users).where(eq(users.email, DEMO.rm));
  const [row] = await server.db
    .insert(users)
    .values({
      email: `matrix-delete-${role}-${Math.random().toString(36).slice(2)}@demo.test`,
      passwordHash: 'not-a-password-hash',
      name: 'Matrix Delete',
      role,
      landlordId: rm!.landlordId,
      managerId: role === 'pm' ? rm!.id : null,
    })
    .returning({ id: users.id });
  return row!.id;
}

export const routeById = (id: string): RouteDef => ALL_ROUTES.find((r) => r.id === id)!;

/** The code the outbox holds for an address, after asking for one on this session. */
export async function sentCode(token: string, email: string): Promise<string> {
  await send(routeById('auth.send-auth-code'), token, { body: { mfa_method: 'email' } });
  const mail = await server.lastDelivered(email);
  return /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
}

/** A reset link's token from the outbox, for an account no other case signs in as. */
export async function resetToken(): Promise<string> {
  // A fresh account each time: within the cool-down a second reset e-mail to one address is not sent.
  const id = await disposableUser('pm');
  const [user] = await server.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  const email = user!.email;
  await send(routeById('auth.send-resetemail'), null, { body: { email } });
  const mail = await server.lastDelivered(email);
  return /reset-password\/([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
}

/** An invite from the first landlord to a new address: the token of its e-mailed link. */
export async function inviteToken(email: string): Promise<string> {
  const [landlord] = await server.db.select().from(users).where(eq(users.email, DEMO.ll));
  const [building] = await server.db
    .select()
    .from(buildings)
    .where(eq(buildings.landlordId, landlord!.landlordId!))
    .limit(1);
  await send(routeById('invite.invite-user'), tokens.ll, {
    body: { email, role: 'pm', buildingIds: [building!.id] },
  });
  const mail = await server.lastDelivered(email);
  return /\/invite\/user\/([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
}

/** A new user of the role, beside its demo user, for calls that change the caller's own account. */
export async function throwawayUserId(role: Role, purpose: string): Promise<string> {
  const [model] = await server.db.select().from(users).where(eq(users.email, DEMO[role]));
  const [row] = await server.db
    .insert(users)
    .values({
      email: `matrix-${purpose}-${role}@demo.test`,
      passwordHash: await hashPassword(TEST_PASSWORD),
      name: `Matrix ${role}`,
      role,
      landlordId: model!.landlordId,
      managerId: model!.managerId,
    })
    .returning({ id: users.id });
  // An external signs in only with a grant on its landlord (decision 0032).
  if (role === 'external') {
    await server.db.insert(externalGrants).values({
      landlordId: model!.landlordId!,
      userId: row!.id,
      email: `matrix-${purpose}-${role}@demo.test`,
      name: `Matrix ${role}`,
    });
  }
  return row!.id;
}

/** A new user of the role, signed in: for calls that change the caller's own account. */
export async function throwawayUser(role: Role, purpose: string): Promise<string> {
  await throwawayUserId(role, purpose);
  return server.signIn(`matrix-${purpose}-${role}@demo.test`);
}

/**
 * A new flagged policy in force in a building pm@ (and so rm@ and the first landlord's ll and vp) holds,
 * for a cancellation or a dismissal that must succeed each time. Returns its rider id.
 */
export async function freshFlaggedPolicy(): Promise<string> {
  const result = (await server.db.execute(sql`
    insert into applications (building_id, landlord_id, stage, app_type, rider_id, issue_date, unit_number,
      lease_start_date, lease_end_date, coverage_start_date, coverage_end_date, gross_monthly_rent,
      flagged_at, flag_reason)
    select building_id, landlord_id, 'Stage05', app_type, 'R-T' || substr(md5(random()::text), 1, 10),
      lease_start_date, unit_number, lease_start_date, lease_end_date, lease_start_date, lease_end_date,
      gross_monthly_rent, now(), 'lease-ended'
    from applications
    where building_id in (select building_id from building_grants
      where user_id = (select id from users where email = 'pm@demo.test'))
    limit 1
    returning rider_id`)) as unknown as { rows: { rider_id: string }[] };
  return result.rows[0]!.rider_id;
}

/** A new application of the first demo landlord at stage 00, for a stage move that must succeed each time. */
export async function freshApplication(): Promise<string> {
  const result = (await server.db.execute(sql`
    insert into applications (building_id, landlord_id, stage, app_type, unit_number, lease_start_date,
      lease_end_date, gross_monthly_rent)
    select building_id, landlord_id, 'Stage00', app_type, unit_number, lease_start_date, lease_end_date,
      gross_monthly_rent
    from applications
    where landlord_id = (select landlord_id from users where email = 'landlord@demo.test')
    limit 1
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows[0]!.id;
}
