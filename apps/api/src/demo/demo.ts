import { count } from 'drizzle-orm';
import { ROLE_LABELS, type Role } from '@lease/contract';
import { hashPassword } from '../platform/auth/passwords.js';
import type { Db } from '../db/client.js';
import { buildingGrants, externalGrants, landlords, users } from '../db/schema/index.js';
import { seedLandlordInvites, seedLineInvites } from './invites.js';
import { fakeBuilding, fakeUser, insertBuildings, seededFaker, seedApplications } from './portfolio.js';

export const DEMO_SEED = 2026;
export const MFA_DEMO_EMAIL = 'mfa@demo.test';
export const UPDATE_DEMO_EMAIL = 'update@demo.test';
export const EXTERNAL_DEMO_EMAIL = 'external@demo.test';

/** The demo landlords: how many buildings each has, and the states they sit in. */
const LANDLORD_PLANS = [
  { buildings: 12, states: ['NY', 'NJ', 'PA', 'TX', 'FL', 'IL'] },
  { buildings: 8, states: ['CA', 'WA', 'OR', 'AZ'] },
  { buildings: 6, states: ['GA', 'NC', 'OH'] },
];
const APPLICATIONS_PER_BUILDING = 10;

export const demoEmail = (role: Exclude<Role, 'admin'>, landlordIndex: number, extra = ''): string =>
  `${role === 'll' ? 'landlord' : role}${landlordIndex === 0 ? '' : landlordIndex + 1}${extra}@demo.test`;

async function insertUser(
  q: Db,
  values: ReturnType<typeof fakeUser> & {
    passwordHash: string;
    landlordId: string | null;
    managerId: string | null;
  },
): Promise<string> {
  const [row] = await q
    .insert(users)
    .values({ ...values, isVerified: true })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}

/** Seeds the demo portfolio into an empty database, in one transaction. Returns false when not empty. */
export async function seedDemoIfEmpty(db: Db, options: { password: string; today?: Date }): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const faker = await seededFaker(DEMO_SEED);
  const today = options.today ?? new Date();
  faker.setDefaultRefDate(today);
  const passwordHash = await hashPassword(options.password);

  await db.transaction(async (tx) => {
    const admin = await insertUser(tx, {
      ...fakeUser(faker, 'admin', 'admin@demo.test'),
      passwordHash,
      landlordId: null,
      managerId: null,
    });
    let rider = 1;
    let firstLine: { landlordId: string; managerId: string } | null = null;
    let firstLandlord: { landlordId: string; ll: string } | null = null;
    for (const [index, plan] of LANDLORD_PLANS.entries()) {
      const [landlord] = await tx
        .insert(landlords)
        .values({ name: faker.company.name() })
        .returning({ id: landlords.id });
      if (!landlord) throw new Error('landlord insert returned no row');
      const add = (role: Exclude<Role, 'admin'>, managerId: string | null, extra = '') =>
        insertUser(tx, {
          ...fakeUser(faker, role, demoEmail(role, index, extra)),
          passwordHash,
          landlordId: landlord.id,
          managerId,
        });
      const ll = await add('ll', null);
      const vp = await add('vp', ll);
      const rmA = await add('rm', vp);
      const rmB = await add('rm', vp, '-b');
      const pmA = await add('pm', rmA);
      const pmB = await add('pm', rmA, '-b');
      const pmC = await add('pm', rmB, '-c');
      if (index === 0) {
        firstLine = { landlordId: landlord.id, managerId: rmA };
        firstLandlord = { landlordId: landlord.id, ll };
      }

      const buildingIds = await insertBuildings(
        tx,
        Array.from({ length: plan.buildings }, () => fakeBuilding(faker, landlord.id, plan.states)),
      );
      const half = Math.ceil(buildingIds.length / 2);
      const grant = (userId: string, ids: string[]) =>
        ids.length === 0
          ? Promise.resolve()
          : tx
              .insert(buildingGrants)
              .values(ids.map((buildingId) => ({ userId, buildingId, how: 'seed' as const, grantedBy: ll })));
      await grant(rmA, buildingIds.slice(0, half));
      await grant(rmB, buildingIds.slice(half));
      await grant(pmA, buildingIds.slice(0, 2));
      await grant(pmB, buildingIds.slice(2, 4));
      await grant(pmC, buildingIds.slice(half, half + 2));
      if (index < 2) {
        await seedLineInvites(tx, today, {
          suffix: index === 0 ? '' : String(index + 1),
          landlordId: landlord.id,
          ll,
          vp,
          rm: rmA,
          rmBuildingIds: buildingIds.slice(0, half),
        });
      }

      rider = await seedApplications(
        tx,
        faker,
        landlord.id,
        buildingIds,
        buildingIds.length * APPLICATIONS_PER_BUILDING,
        rider,
        today,
      );
    }
    await seedLandlordInvites(tx, today, admin);
    if (firstLine) await seedAccountFlows(tx, firstLine, passwordHash);
    if (firstLandlord) await seedExternal(tx, firstLandlord, passwordHash);
  });
  return true;
}

/**
 * Two accounts of the first landlord that show the account flows (README): one signs in with a code
 * e-mailed to it, one must choose a new password first. The five role accounts stay without either.
 */
async function seedAccountFlows(
  q: Db,
  line: { landlordId: string; managerId: string },
  passwordHash: string,
): Promise<void> {
  const common = {
    passwordHash,
    role: 'pm' as const,
    ...line,
    isVerified: true,
    jobTitle: 'Property Manager',
  };
  await q.insert(users).values([
    { ...common, email: MFA_DEMO_EMAIL, name: 'Morgan Two-Step', require2fa: true, mfaMethod: 'email' },
    { ...common, email: UPDATE_DEMO_EMAIL, name: 'Uma Update', requirePasswordUpdate: true },
  ]);
}

/**
 * The first landlord's outside party (decision 0032): an auditor its landlord invited, whose access does
 * not expire and shows no tenant's personal data. Made without the faker, so the rest of the demo stays
 * the same data it was.
 */
async function seedExternal(
  q: Db,
  line: { landlordId: string; ll: string },
  passwordHash: string,
): Promise<void> {
  const [user] = await q
    .insert(users)
    .values({
      email: EXTERNAL_DEMO_EMAIL,
      name: 'Erin External',
      role: 'external',
      landlordId: line.landlordId,
      passwordHash,
      isVerified: true,
      jobTitle: 'Auditor',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  await q.insert(externalGrants).values({
    landlordId: line.landlordId,
    userId: user.id,
    email: EXTERNAL_DEMO_EMAIL,
    name: 'Erin External',
    expiresAt: null,
    personalData: false,
    createdBy: line.ll,
  });
}

export const DEMO_ACCOUNTS: { email: string; role: Role }[] = [
  { email: 'admin@demo.test', role: 'admin' },
  { email: demoEmail('ll', 0), role: 'll' },
  { email: demoEmail('vp', 0), role: 'vp' },
  { email: demoEmail('rm', 0), role: 'rm' },
  { email: demoEmail('pm', 0), role: 'pm' },
  { email: demoEmail('ll', 1), role: 'll' },
  { email: EXTERNAL_DEMO_EMAIL, role: 'external' },
];

/** Accounts that show a flow rather than a role: printed with what they show. */
const FLOW_ACCOUNTS = [
  { email: MFA_DEMO_EMAIL, shows: 'two-factor by e-mail code (the code is printed in this log)' },
  { email: UPDATE_DEMO_EMAIL, shows: 'must update its password first' },
];

export function printDemoAccounts(password: string): void {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(22)} ${ROLE_LABELS[a.role]}`);
  console.log(
    [
      '',
      'Demo accounts (password for all: ' + password + '):',
      ...lines,
      '  (landlord2@…, vp2@…, rm2@…, pm2@… and landlord3@… belong to other landlords)',
      ...FLOW_ACCOUNTS.map((a) => `  ${a.email.padEnd(22)} ${a.shows}`),
      '',
    ].join('\n'),
  );
}
