import { count, sql } from 'drizzle-orm';
import type { Role } from '@lease/contract';
import { hashPassword } from '../platform/auth/passwords.js';
import type { Db } from '../db/client.js';
import { applications, buildingGrants, users } from '../db/schema/index.js';
import {
  fakeBuilding,
  fakeUser,
  insertBuildings,
  insertInBatches,
  seededFaker,
  seedApplications,
} from './portfolio.js';

export interface BulkPlan {
  landlordId: string;
  landlordUserId: string;
  password: string;
  buildings: number;
  users: number;
  applications: number;
}

/**
 * Adds a large portfolio under one landlord: buildings, a vp → rm → pm line of users with grants, and
 * applications spread over the new buildings. Each part is one transaction so a failure leaves no half.
 */
export async function seedBulkPortfolio(db: Db, plan: BulkPlan): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(applications);
  const faker = await seededFaker(7000 + (existing?.n ?? 0));
  const today = new Date();
  faker.setDefaultRefDate(today);
  const passwordHash = await hashPassword(plan.password);
  const stamp = Date.now().toString(36);

  const buildingIds = await db.transaction((tx) =>
    insertBuildings(
      tx,
      Array.from({ length: plan.buildings }, () => fakeBuilding(faker, plan.landlordId)),
    ),
  );

  if (plan.users > 0) {
    await db.transaction(async (tx) => {
      // One vp in ten users, then rms and pms; each rm holds a slice of buildings, each pm a few of its rm's.
      const roles: Role[] = Array.from({ length: plan.users }, (_, i) =>
        i % 10 === 0 ? 'vp' : i % 10 < 4 ? 'rm' : 'pm',
      );
      const rows = roles.map((role, i) => ({
        ...fakeUser(faker, role, `bulk-${stamp}-${i}@demo.test`),
        passwordHash,
        landlordId: plan.landlordId,
        managerId: null,
        isVerified: true,
      }));
      const ids: { id: string; role: Role }[] = [];
      await insertInBatches(rows, async (batch) => {
        const out = await tx.insert(users).values(batch).returning({ id: users.id, role: users.role });
        ids.push(...out);
      });
      const rms = ids.filter((u) => u.role === 'rm');
      const pms = ids.filter((u) => u.role === 'pm');
      // The line, as the tree view shows it: each rm reports to a vp and each pm to an rm, round robin.
      const vps = ids.filter((u) => u.role === 'vp');
      const lines = [
        ...rms.map((u, i) => ({ id: u.id, managerId: vps[i % vps.length]?.id })),
        ...pms.map((u, i) => ({ id: u.id, managerId: rms[i % rms.length]?.id })),
      ].filter((l): l is { id: string; managerId: string } => l.managerId !== undefined);
      await insertInBatches(lines, (batch) =>
        tx.execute(
          sql`update ${users} set manager_id = v.manager_id::uuid from (values ${sql.join(
            batch.map((l) => sql`(${l.id}, ${l.managerId})`),
            sql`, `,
          )}) as v(id, manager_id) where ${users.id} = v.id::uuid`,
        ),
      );
      const grants: (typeof buildingGrants.$inferInsert)[] = [];
      if (buildingIds.length > 0) {
        const slice = Math.max(1, Math.ceil(buildingIds.length / Math.max(1, rms.length)));
        rms.forEach((rm, r) => {
          for (const buildingId of buildingIds.slice(r * slice, (r + 1) * slice)) {
            grants.push({ userId: rm.id, buildingId, how: 'seed', grantedBy: plan.landlordUserId });
          }
        });
        pms.forEach((pm, p) => {
          for (let k = 0; k < 3; k += 1) {
            const buildingId = buildingIds[(p * 3 + k) % buildingIds.length]!;
            grants.push({ userId: pm.id, buildingId, how: 'seed', grantedBy: plan.landlordUserId });
          }
        });
      }
      const unique = [...new Map(grants.map((g) => [`${g.userId}:${g.buildingId}`, g])).values()];
      await insertInBatches(unique, (batch) => tx.insert(buildingGrants).values(batch));
    });
  }

  if (plan.applications > 0) {
    if (buildingIds.length === 0) throw new Error('--applications needs --buildings to place them in');
    const [maxRider] = await db.select({ n: count() }).from(applications);
    const chunk = 5000;
    let rider = 1_000_000 + (maxRider?.n ?? 0);
    for (let done = 0; done < plan.applications; done += chunk) {
      const n = Math.min(chunk, plan.applications - done);
      rider = await db.transaction((tx) =>
        seedApplications(tx, faker, plan.landlordId, buildingIds, n, rider, today),
      );
    }
  }
  // Each application inserted rewrote its building's counts and its report months (triggers): a seed
  // writes in minutes what autovacuum would have cleaned up over months, so those tables are compacted
  // before anything is measured, and every table gets fresh statistics (PGlite runs no autovacuum).
  await db.execute(sql`vacuum full buildings, report_landlord_months, report_building_months`);
  await db.execute(sql`vacuum analyze`);
}
