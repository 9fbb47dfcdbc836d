import { createHash, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES, API_PREFIX, DEFAULT_THEME, ROLES, type Role, type RouteDef } from '@lease/contract';
import { buildings, emailChanges, emails, userImages, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { loadFixtures, type Fixtures } from './fixtures.js';
import { DEMO, signInEveryRole, startTestServer, TEST_PASSWORD, type TestServer } from './server.js';

interface Input {
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * One entry per contract route. `input` is a valid call; `crossLandlord` names another landlord's record
 * (it must answer 404 to the first landlord's people), or says why the route reads no record by id.
 * A route missing here fails the suite: every new call must say how it is guarded.
 */
interface MatrixCase {
  input?: (f: Fixtures) => Input;
  /** The call spends the token (log out): each role gets a fresh one. */
  spendsToken?: boolean;
  /**
   * For calls whose valid input must be made first (a code from the outbox, a reset link) or that change
   * the caller's own account: builds the token and input of the role's allowed call.
   */
  prepare?: (role: Role) => Promise<{ token: string | null; input: Input }>;
  crossLandlord: ((f: Fixtures) => Input) | { none: string };
}

const CASES: Record<string, MatrixCase> = {
  // Portfolio (buildings, users, tree, invites): another landlord's ids must answer 404.
  'property.buildings': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'user.get-buildings': {
    input: () => ({ body: { data: {} } }),
    crossLandlord: (f) => ({ body: { data: { userId: f.otherUserIds.pm } } }),
  },
  'user.buildings': {
    input: (f) => ({ query: { landlordId: f.landlordId } }),
    crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }),
  },
  'property.buildings-import': {
    input: (f) => ({ body: { landlordId: f.landlordId, dryRun: true, rows: [IMPORT_ROW] } }),
    crossLandlord: (f) => ({ body: { landlordId: f.otherLandlordId, dryRun: true, rows: [IMPORT_ROW] } }),
  },
  'user.active-landlords': { crossLandlord: { none: 'admin only; lists every landlord account' } },
  'user.propertymanager-vp': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'user.propertymanager-rm': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'user.propertymanager-pm': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'user.userbuildingsearch': {
    input: () => ({ body: { role: 'pm', search: 'a' } }),
    crossLandlord: (f) => ({ body: { role: 'pm', search: 'a', landlordId: f.otherLandlordId } }),
  },
  'user.delete-user': {
    // Each role deletes a pm of its own line made for the purpose, so the demo line stays whole.
    prepare: async (role) => ({ token: tokens[role], input: { body: { id: await disposableUser('pm') } } }),
    crossLandlord: (f) => ({ body: { id: f.otherUserIds.pm } }),
  },
  'user.delete-landlord': {
    prepare: async (role) => ({ token: tokens[role], input: { query: { id: await disposableUser('ll') } } }),
    crossLandlord: { none: 'admin only; the admin sees every landlord' },
  },
  'user.landlordtree': { crossLandlord: { none: 'takes no id; lists only the landlords in scope' } },
  'user.vptree': {
    input: (f) => ({ query: { landlordId: f.landlordId } }),
    crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }),
  },
  'user.rmtree': {
    input: (f) => ({ query: { managerId: f.userIds[DEMO.vp]! } }),
    crossLandlord: (f) => ({ query: { managerId: f.otherUserIds.vp } }),
  },
  'user.delegationmoveout': {
    // pm@ already reports to rm@: a valid move for every role allowed, and it changes nothing.
    input: (f) => ({ body: { editType: 'rm', userId: f.userIds[DEMO.pm], managerId: f.userIds[DEMO.rm] } }),
    crossLandlord: (f) => ({
      body: { editType: 'rm', userId: f.otherUserIds.pm, managerId: f.userIds[DEMO.rm] },
    }),
  },
  'user.getuserlist': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'invite.landlord-invite': {
    input: () => ({ body: { email: 'matrix-landlord@new.test', landlordName: 'Matrix Rentals' } }),
    crossLandlord: { none: 'admin only; names no record' },
  },
  'user.invite-landlords': {
    input: () => ({ query: { type: 'pending' } }),
    crossLandlord: { none: 'admin only; takes no id' },
  },
  'invite.invite-user': {
    input: (f) => ({ body: { email: 'matrix-invite@new.test', role: 'pm', buildingIds: [f.rmBuildingId] } }),
    crossLandlord: (f) => ({
      body: { email: 'matrix-cross@new.test', role: 'pm', buildingIds: [f.otherBuildingId] },
    }),
  },
  'invite.invite-property': {
    input: () => ({ body: { inviteRole: 'pm' } }),
    crossLandlord: (f) => ({ body: { inviteRole: 'pm', landlordId: f.otherLandlordId } }),
  },
  'invite.invite-property-of-user': {
    input: (f) => ({ body: { userId: f.userIds[DEMO.pm] } }),
    crossLandlord: (f) => ({ body: { userId: f.otherUserIds.pm } }),
  },
  'invite.accept': {
    // The landlord invites the role's demo user to one more building; the user accepts with the mailed token.
    prepare: async (role) => ({
      token: tokens[role],
      input: {
        body: { token: ROLE_CAN_ACCEPT.includes(role) ? await inviteTokenFor(DEMO[role], role) : 'x' },
      },
    }),
    crossLandlord: { none: 'the token names its own invite, and it must be addressed to the caller' },
  },
  'invite.resend': {
    input: (f) => ({ body: { id: f.inviteId } }),
    crossLandlord: (f) => ({ body: { id: f.otherInviteId } }),
  },
  'system.health': { crossLandlord: { none: 'public liveness check' } },
  'auth.signin': {
    input: () => ({ body: { email: DEMO.admin, password: TEST_PASSWORD } }),
    crossLandlord: { none: 'public; reads only the credentials given' },
  },
  'auth.profile': { crossLandlord: { none: "reads only the caller's own user" } },
  'auth.user-theme': {
    input: () => ({ body: DEFAULT_THEME }),
    crossLandlord: { none: "writes only the caller's own theme" },
  },
  'auth.logout': { spendsToken: true, crossLandlord: { none: "revokes only the caller's own token" } },
  'auth.captcha-status': { crossLandlord: { none: "public; reads only the caller's own failure counts" } },
  'auth.captcha-challenge': { crossLandlord: { none: 'public; a fresh challenge, no record' } },
  'auth.send-auth-code': {
    input: () => ({ body: { mfa_method: 'email' } }),
    // One code per session every 300 s: each role sends on a fresh session.
    spendsToken: true,
    crossLandlord: { none: "sends only to the caller's own e-mail or phone" },
  },
  'auth.verify-code': {
    prepare: async (role) => {
      const token = await server.signIn(DEMO[role]);
      return { token, input: { body: { mfa_method: 'email', code: await sentCode(token, DEMO[role]) } } };
    },
    crossLandlord: { none: "checks only the code of the caller's own session" },
  },
  'auth.totp-setup': {
    input: () => ({ body: { password: TEST_PASSWORD } }),
    crossLandlord: { none: "enrols only the caller's own authenticator" },
  },
  'auth.confirm-email': {
    // A change of address waiting on a user of its own; the link's token is all the call carries.
    prepare: async (role) => {
      const token = randomBytes(32).toString('base64url');
      await server.db.insert(emailChanges).values({
        tokenHash: createHash('sha256').update(token).digest('hex'),
        userId: await throwawayUserId(role, 'confirm-email'),
        newEmail: `matrix-confirmed-${role}@demo.test`,
        expiresAt: new Date(Date.now() + 3_600_000),
        createdAt: new Date(),
      });
      return { token: null, input: { body: { token } } };
    },
    crossLandlord: { none: 'public; the link names its own user' },
  },
  'auth.send-resetemail': {
    input: () => ({ body: { email: DEMO.admin } }),
    crossLandlord: { none: 'public; answers the same for every address' },
  },
  'auth.reset-password': {
    prepare: async () => ({
      token: null,
      input: { body: { token: await resetToken(), password: 'Matrix-reset-1!' } },
    }),
    crossLandlord: { none: 'public; the link names its own user' },
  },
  'auth.update-password': {
    // Changing the password ends the user's other sessions: a user of its own keeps the demo tokens alive.
    prepare: async (role) => ({
      token: await throwawayUser(role, 'pwd'),
      input: { body: { old_pwd: TEST_PASSWORD, new_pwd: 'Matrix-new-pass-1!' } },
    }),
    crossLandlord: { none: "changes only the caller's own password" },
  },
  'auth.edit-profile': {
    prepare: async (role) => {
      const email = `matrix-profile-${role}@demo.test`;
      const token = await throwawayUser(role, 'profile');
      const code = await sentCode(token, email);
      await send(routeById('auth.verify-code'), token, { body: { mfa_method: 'email', code } });
      const body = { name: 'Matrix User', email, job_title: 'Tester', phone: '', mfa_method: 'email' };
      return { token, input: { body } };
    },
    crossLandlord: { none: "saves only the caller's own profile" },
  },
  'auth.profile-image': {
    prepare: async (role) => {
      const [owner] = await server.db.select().from(users).where(eq(users.email, DEMO.otherLandlord));
      const [image] = await server.db
        .insert(userImages)
        .values({ userId: owner!.id, contentType: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]) })
        .returning();
      return { token: tokens[role], input: { query: { id: image!.id } } };
    },
    crossLandlord: {
      none: 'pictures are shown to every signed-in user (user_img of §3.3), never without a token',
    },
  },
  'auth.check-token': {
    prepare: async (role) => ({
      token: null,
      input: { query: { token: await inviteToken(`matrix-check-${role}@new.test`) } },
    }),
    crossLandlord: { none: 'public; the token names its own invite' },
  },
  'auth.emailverify': {
    input: () => ({ body: { email: 'free-address@new.test' } }),
    crossLandlord: { none: 'public; reads no record' },
  },
  'auth.signup': {
    prepare: async (role) => {
      const email = `matrix-signup-${role}@new.test`;
      const token = await inviteToken(email);
      const body = {
        token,
        username: 'Matrix New',
        email,
        password: 'Matrix-new-pass-1!',
        phonenumber: '(312) 555-0142',
        jobtitle: 'Tester',
      };
      return { token: null, input: { body } };
    },
    crossLandlord: { none: 'public; the invite decides role and landlord' },
  },
  'auth.decline-invite': {
    prepare: async (role) => ({
      token: null,
      input: { body: { token: await inviteToken(`matrix-decline-${role}@new.test`), reason: 'Not for me' } },
    }),
    crossLandlord: { none: 'public; the token names its own invite' },
  },
  'auth.find-invite': {
    input: () => ({ body: { email: 'nobody@new.test' } }),
    crossLandlord: { none: 'public; answers only the fields of §2.6 and e-mails links to the address' },
  },
};

let server: TestServer;
let fixtures: Fixtures;
let tokens: Record<Role, string>;
let pendingToken: string;

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await loadFixtures(server.db);
  tokens = await signInEveryRole(server);
  // A token issued before the second factor: it opens only the 'pending' calls.
  await server.db.update(users).set({ require2fa: true }).where(eq(users.email, 'rm2@demo.test'));
  pendingToken = await server.signIn('rm2@demo.test');
});
afterAll(() => server?.close());

const send = (route: RouteDef, token: string | null, input: Input = {}) =>
  server.call(route.method, API_PREFIX + route.path, { token, query: input.query, body: input.body });

const IMPORT_ROW = {
  name: 'Matrix Lofts',
  buildingType: 'Garden',
  totalUnits: 10,
  billingCity: 'Austin',
  billingState: 'TX',
};

const ROLE_CAN_ACCEPT: Role[] = ['vp', 'rm', 'pm'];

/** An invite from the first landlord to an existing user of its line: the token of its mailed link. */
async function inviteTokenFor(email: string, role: Role): Promise<string> {
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
  const [row] = await server.db
    .select()
    .from(emails)
    .where(eq(emails.toAddress, email))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  return /\/invite\/user\/([\w-]+)/.exec(row?.body ?? '')?.[1] ?? '';
}

/** A new user of the first landlord for a delete case: a pm reporting to rm@, or a landlord account user. */
async function disposableUser(role: 'pm' | 'll'): Promise<string> {
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

const routeById = (id: string): RouteDef => ALL_ROUTES.find((r) => r.id === id)!;

/** The code the outbox holds for an address, after asking for one on this session. */
async function sentCode(token: string, email: string): Promise<string> {
  await send(routeById('auth.send-auth-code'), token, { body: { mfa_method: 'email' } });
  const [row] = await server.db
    .select()
    .from(emails)
    .where(eq(emails.toAddress, email))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  return /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? '';
}

/** A reset link's token from the outbox, for an account no other case signs in as. */
async function resetToken(): Promise<string> {
  const email = 'pm2-b@demo.test';
  await send(routeById('auth.send-resetemail'), null, { body: { email } });
  const [row] = await server.db
    .select()
    .from(emails)
    .where(eq(emails.toAddress, email))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  return /reset-password\/([\w-]+)/.exec(row?.body ?? '')?.[1] ?? '';
}

/** An invite from the first landlord to a new address: the token of its e-mailed link. */
async function inviteToken(email: string): Promise<string> {
  const [landlord] = await server.db.select().from(users).where(eq(users.email, DEMO.ll));
  const [building] = await server.db
    .select()
    .from(buildings)
    .where(eq(buildings.landlordId, landlord!.landlordId!))
    .limit(1);
  await send(routeById('invite.invite-user'), tokens.ll, {
    body: { email, role: 'pm', buildingIds: [building!.id] },
  });
  const [row] = await server.db
    .select()
    .from(emails)
    .where(eq(emails.toAddress, email))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  return /\/invite\/user\/([\w-]+)/.exec(row?.body ?? '')?.[1] ?? '';
}

/** A new user of the role, beside its demo user, for calls that change the caller's own account. */
async function throwawayUserId(role: Role, purpose: string): Promise<string> {
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
  return row!.id;
}

async function throwawayUser(role: Role, purpose: string): Promise<string> {
  await throwawayUserId(role, purpose);
  return server.signIn(`matrix-${purpose}-${role}@demo.test`);
}

const caseOf = (route: RouteDef): MatrixCase => {
  const found = CASES[route.id];
  if (!found) throw new Error(`no authorization case for ${route.id}`);
  return found;
};

describe('authorization matrix', () => {
  it('has a case for every route of the contract, and none for routes that are gone', () => {
    const ids = ALL_ROUTES.map((r) => r.id).sort();
    expect(Object.keys(CASES).sort()).toEqual(ids);
  });

  const guarded = ALL_ROUTES.filter((r) => r.auth !== 'public');
  it.each(guarded.map((r) => [r.id, r] as const))(
    '%s refuses a call with no token or a bad one',
    async (_id, route) => {
      const input = caseOf(route).input?.(fixtures);
      expect((await send(route, null, input)).status).toBe(401);
      expect((await send(route, 'not-a-token', input)).status).toBe(401);
      expect((await send(route, `Bearer ${tokens.admin}x`, input)).status).toBe(401);
    },
  );

  const full = ALL_ROUTES.filter((r) => r.auth === 'user');
  it.each(full.map((r) => [r.id, r] as const))(
    '%s refuses a token whose second factor is not verified',
    async (_id, route) => {
      const res = await send(route, pendingToken, caseOf(route).input?.(fixtures));
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: 'Two-step verification is required before this action.' });
    },
  );

  const byRole = ALL_ROUTES.flatMap((r) => ROLES.map((role) => [r.id, role, r] as const));
  it.each(byRole)('%s as %s: allowed roles pass, others get 403', async (_id, role, route) => {
    const c = caseOf(route);
    const prepared = c.prepare ? await c.prepare(role) : null;
    const token = prepared
      ? prepared.token
      : route.auth === 'public'
        ? null
        : c.spendsToken
          ? await server.signIn(DEMO[role])
          : tokens[role];
    const res = await send(route, token, prepared ? prepared.input : c.input?.(fixtures));
    const allowed = !route.roles || route.roles.includes(role);
    if (allowed) expect(res.status, res.text).toBeLessThan(300);
    else expect(res.status).toBe(403);
  });

  const scoped = ALL_ROUTES.filter((r) => typeof caseOf(r).crossLandlord === 'function');
  // Only the roles a route admits: a refused role stops at 403 before any record is read.
  const scopedByRole = scoped.flatMap((r) =>
    (['ll', 'vp', 'rm', 'pm'] as const)
      .filter((role) => !r.roles || r.roles.includes(role))
      .map((role) => [r.id, role, r] as const),
  );
  it.skipIf(scopedByRole.length === 0).each(scopedByRole)(
    "%s as the first landlord's %s answers 404 for another landlord's record",
    async (_id, role, route) => {
      const cross = caseOf(route).crossLandlord as (f: Fixtures) => Input;
      const res = await send(route, tokens[role], cross(fixtures));
      expect(res.status).toBe(404);
    },
  );
});
