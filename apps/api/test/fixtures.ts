import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { applications, buildings, users } from '../src/db/schema/index.js';
import { DEMO } from './server.js';

/** Records of the second demo landlord: reaching them as the first landlord's people must answer 404. */
export interface Fixtures {
  otherLandlordId: string;
  otherBuildingId: string;
  otherPolicyId: string;
  otherRiderId: string;
}

export async function loadFixtures(db: Db): Promise<Fixtures> {
  const [other] = await db.select().from(users).where(eq(users.email, DEMO.otherLandlord));
  if (!other?.landlordId) throw new Error('the second demo landlord is missing');
  const [building] = await db
    .select()
    .from(buildings)
    .where(eq(buildings.landlordId, other.landlordId))
    .orderBy(asc(buildings.name))
    .limit(1);
  if (!building) throw new Error('the second demo landlord has no building');
  const [policy] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.buildingId, building.id), isNotNull(applications.riderId)))
    .limit(1);
  if (!policy?.riderId) throw new Error('the second demo landlord has no policy');
  return {
    otherLandlordId: other.landlordId,
    otherBuildingId: building.id,
    otherPolicyId: policy.id,
    otherRiderId: policy.riderId,
  };
}
