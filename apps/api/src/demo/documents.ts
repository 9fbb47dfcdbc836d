import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { applications, buildingGrants, users } from '../db/schema/index.js';
import { systemAccess } from '../platform/auth/access.js';
import type { AppContext } from '../platform/context.js';
import { change } from '../platform/unit-of-work.js';
import { issueCertificate } from '../modules/documents/issue.js';

/**
 * A certificate of coverage for each issued demo policy, made as any is (rendered, stored, recorded) in
 * one change. `perLandlord` keeps to that many policies of each landlord, in buildings a pm holds, so a
 * test server gets documents every role can reach without rendering the whole demo.
 */
export async function seedDemoDocuments(
  ctx: AppContext,
  options: { perLandlord?: number } = {},
): Promise<number> {
  const access = systemAccess(ctx, 'demo seed: a certificate for each issued policy');
  const pmHolds = sql`exists (select 1 from ${buildingGrants} inner join ${users} on ${eq(users.id, buildingGrants.userId)}
    where ${buildingGrants.buildingId} = ${applications.buildingId} and ${users.role} = 'pm')`;
  const rank = sql<number>`row_number() over (partition by ${applications.landlordId} order by ${applications.riderId})`;
  const issued = ctx.database.db
    .select({ id: applications.id, rank: rank.as('rank') })
    .from(applications)
    .where(
      and(
        eq(applications.stage, 'Stage05'),
        isNotNull(applications.riderId),
        access.where('applications'),
        options.perLandlord === undefined ? undefined : pmHolds,
      ),
    )
    .as('issued');
  const rows = await ctx.database.db
    .select({ id: issued.id })
    .from(issued)
    .where(options.perLandlord === undefined ? undefined : sql`${issued.rank} <= ${options.perLandlord}`)
    .orderBy(asc(issued.id));
  if (rows.length === 0) return 0;
  await change(
    ctx,
    { actorId: null },
    { action: 'seed.documents', subjectType: 'document', detail: { certificates: rows.length } },
    async (work) => {
      for (const row of rows) await issueCertificate(work, row.id);
    },
  );
  return rows.length;
}
