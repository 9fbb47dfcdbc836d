import type { Db } from '../db/client.js';
import { inviteBuildings, invites } from '../db/schema/index.js';
import { hashInviteToken, inviteExpiry } from '../modules/invites/invite-token.js';

const DAY_MS = 86_400_000;

/**
 * Demo invite tokens are predictable (`demo-invite-<email>`) so the demo and the browser tests can open
 * an invite link; real invites get random tokens.
 */
export const demoInviteToken = (email: string): string => `demo-invite-${email}`;

interface SeedInvite {
  type: 'landlord' | 'user';
  email: string;
  role: 'll' | 'vp' | 'rm' | 'pm';
  landlordId: string | null;
  landlordName?: string;
  invitedBy: string;
  buildingIds?: string[];
  /** Days ago it was sent; past 14 it has expired. */
  sentDaysAgo: number;
  declineReason?: string;
}

async function insertInvite(q: Db, today: Date, seed: SeedInvite): Promise<void> {
  const sentAt = new Date(today.getTime() - seed.sentDaysAgo * DAY_MS);
  const [row] = await q
    .insert(invites)
    .values({
      tokenHash: hashInviteToken(demoInviteToken(seed.email)),
      type: seed.type,
      email: seed.email,
      role: seed.role,
      landlordId: seed.landlordId,
      landlordName: seed.landlordName ?? null,
      invitedBy: seed.invitedBy,
      status: seed.declineReason ? 'declined' : 'pending',
      declineReason: seed.declineReason ?? null,
      respondedAt: seed.declineReason ? sentAt : null,
      expiresAt: inviteExpiry(sentAt),
      createdAt: sentAt,
      updatedAt: sentAt,
    })
    .returning({ id: invites.id });
  if (!row) throw new Error('invite insert returned no row');
  if (seed.buildingIds?.length) {
    await q
      .insert(inviteBuildings)
      .values(seed.buildingIds.map((buildingId) => ({ inviteId: row.id, buildingId })));
  }
}

/** Invites of one demo landlord's line: pending ones from the ll and an rm, and an expired one from the vp. */
export async function seedLineInvites(
  q: Db,
  today: Date,
  line: { suffix: string; landlordId: string; ll: string; vp: string; rm: string; rmBuildingIds: string[] },
): Promise<void> {
  const { suffix, landlordId } = line;
  await insertInvite(q, today, {
    type: 'user',
    email: `new-vp${suffix}@demo.test`,
    role: 'vp',
    landlordId,
    invitedBy: line.ll,
    sentDaysAgo: 2,
  });
  await insertInvite(q, today, {
    type: 'user',
    email: `new-pm${suffix}@demo.test`,
    role: 'pm',
    landlordId,
    invitedBy: line.rm,
    buildingIds: line.rmBuildingIds.slice(0, 2),
    sentDaysAgo: 1,
  });
  await insertInvite(q, today, {
    type: 'user',
    email: `late-rm${suffix}@demo.test`,
    role: 'rm',
    landlordId,
    invitedBy: line.vp,
    buildingIds: line.rmBuildingIds.slice(2, 4),
    sentDaysAgo: 20,
  });
}

/** Landlord invites of the admin: one pending, one expired, one declined. */
export async function seedLandlordInvites(q: Db, today: Date, adminId: string): Promise<void> {
  const base = { type: 'landlord', role: 'll', landlordId: null, invitedBy: adminId } as const;
  await insertInvite(q, today, {
    ...base,
    email: 'new-landlord@demo.test',
    landlordName: 'Harbor Point Rentals',
    sentDaysAgo: 3,
  });
  await insertInvite(q, today, {
    ...base,
    email: 'late-landlord@demo.test',
    landlordName: 'Elm Street Holdings',
    sentDaysAgo: 30,
  });
  await insertInvite(q, today, {
    ...base,
    email: 'no-landlord@demo.test',
    landlordName: 'Cedar Grove Homes',
    sentDaysAgo: 5,
    declineReason: 'We already work with another provider.',
  });
}
