import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import {
  apiKeys,
  applications,
  buildingGrants,
  buildings,
  calendarEvents,
  claimFiles,
  claims,
  documents,
  emails,
  externalGrants,
  invites,
  invoiceDisputes,
  invoices,
  notificationBuildings,
  notifications,
  rentRollImports,
  userImages,
  users,
  webhookDeliveries,
  webhookSubscriptions,
} from '../src/db/schema/index.js';
import { DEMO } from './server.js';

/** Records of the second demo landlord: reaching them as the first landlord's people must answer 404. */
export interface Fixtures {
  otherLandlordId: string;
  otherBuildingId: string;
  otherPolicyId: string;
  otherRiderId: string;
  /** The first landlord, and a building of it the demo rm@ holds. */
  landlordId: string;
  rmBuildingId: string;
  /** A finished rent-roll import of each landlord (decision 0031). */
  rentRollImportId: string;
  otherRentRollImportId: string;
  /** Users of the first landlord's line by e-mail, and the second landlord's vp, rm and pm. */
  userIds: Record<string, string>;
  otherUserIds: { vp: string; rm: string; pm: string };
  /** A pending invite rm@ sent, and one of the second landlord's line. */
  inviteId: string;
  otherInviteId: string;
  /** A picture of the second landlord's pm. */
  otherImageId: string;
  /** A certificate of the first landlord in a building pm@ (and so rm@) holds, its application, and the second landlord's. */
  docId: string;
  appId: string;
  /** The building of that certificate: one pm@ holds. */
  pmBuildingId: string;
  otherDocId: string;
  otherAppId: string;
  /** A pending request of the second landlord's pm to its landlord. */
  otherNotificationId: string;
  /** A message recorded for the second landlord's pm. */
  otherEmailId: string;
  /** A claim of the second landlord, and one of its files. */
  otherClaimId: string;
  otherClaimFileId: string;
  /** An event of the second landlord's pm's own calendar. */
  otherEventId: string;
  otherInvoiceId: string;
  otherDisputeId: string;
  /** A policy's rider number in a building pm@ holds: every role of the first landlord reads it. */
  pmRiderId: string;
  /** An API key of the second landlord's pm. */
  otherApiKeyId: string;
  /** A webhook subscription of the second landlord, and a message of its delivery log. */
  otherWebhookId: string;
  otherDeliveryId: string;
  /** The demo external's grant on the first landlord, and a grant of the second landlord (decision 0032). */
  grantId: string;
  otherGrantId: string;
}

/** The second landlord's grant to an outside party not yet signed up (the demo seeds none): made once. */
async function otherGrant(db: Db, landlordId: string, createdBy: string): Promise<string> {
  const email = 'external2@demo.test';
  const [held] = await db
    .select({ id: externalGrants.id })
    .from(externalGrants)
    .where(eq(externalGrants.email, email));
  if (held) return held.id;
  const [row] = await db
    .insert(externalGrants)
    .values({ landlordId, email, name: 'Second External', createdBy })
    .returning({ id: externalGrants.id });
  return row!.id;
}

/** The second landlord's webhook and one logged message (the demo seeds none): made once per database. */
async function otherWebhook(db: Db, landlordId: string): Promise<{ id: string; deliveryId: string }> {
  const [held] = await db
    .select({ id: webhookSubscriptions.id, deliveryId: webhookDeliveries.id })
    .from(webhookSubscriptions)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.subscriptionId, webhookSubscriptions.id))
    .where(eq(webhookSubscriptions.landlordId, landlordId))
    .limit(1);
  if (held) return held;
  const now = new Date();
  const [sub] = await db
    .insert(webhookSubscriptions)
    .values({
      landlordId,
      url: 'https://hooks.example.com/lease',
      events: ['claim.created'],
      secretSealed: 'not-a-secret',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: webhookSubscriptions.id });
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({
      subscriptionId: sub!.id,
      messageId: 'msg_fixture',
      eventType: 'claim.created',
      subject: 'claim:fixture',
      payload: { type: 'claim.created' },
      status: 'delivered',
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  return { id: sub!.id, deliveryId: delivery!.id };
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
  const people = await db
    .select({ id: users.id, email: users.email, landlordId: users.landlordId })
    .from(users)
    .where(isNull(users.deletedAt));
  const userIds = Object.fromEntries(people.map((p) => [p.email, p.id]));
  const idOf = (email: string): string => {
    const id = userIds[email];
    if (!id) throw new Error(`demo user ${email} is missing`);
    return id;
  };
  const [rmGrant] = await db
    .select({ buildingId: buildingGrants.buildingId })
    .from(buildingGrants)
    .where(eq(buildingGrants.userId, idOf(DEMO.rm)))
    .orderBy(asc(buildingGrants.buildingId))
    .limit(1);
  const inviteOf = async (email: string): Promise<string> => {
    const [invite] = await db.select({ id: invites.id }).from(invites).where(eq(invites.email, email));
    if (!invite) throw new Error(`demo invite to ${email} is missing`);
    return invite.id;
  };
  // The demo has no pictures: one is added for the scope checks of /auth/profile-image.
  const [image] = await db
    .insert(userImages)
    .values({
      userId: idOf('pm2@demo.test'),
      contentType: 'image/png',
      bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    })
    .returning({ id: userImages.id });
  const documentOf = async (landlordId: string, holder?: string) => {
    const [doc] = await db
      .select({ id: documents.id, applicationId: documents.applicationId, buildingId: documents.buildingId })
      .from(documents)
      .where(
        and(
          eq(documents.landlordId, landlordId),
          holder
            ? inArray(
                documents.buildingId,
                db
                  .select({ id: buildingGrants.buildingId })
                  .from(buildingGrants)
                  .where(eq(buildingGrants.userId, holder)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(documents.id))
      .limit(1);
    if (!doc) throw new Error('the demo documents are missing');
    return doc;
  };
  const [request] = await db
    .insert(notifications)
    .values({
      type: 'property',
      requestorId: idOf('pm2@demo.test'),
      recipientId: other.id,
      landlordId: other.landlordId,
    })
    .returning({ id: notifications.id });
  await db.insert(notificationBuildings).values({ notificationId: request!.id, buildingId: building.id });
  const [mail] = await db
    .insert(emails)
    .values({ toAddress: 'pm2@demo.test', subject: 'For the second landlord', body: 'Hello' })
    .returning({ id: emails.id });
  const [landlord] = people.filter((p) => p.email === DEMO.ll);
  if (!landlord?.landlordId || !rmGrant || !image) throw new Error('the first demo landlord is incomplete');
  const doc = await documentOf(landlord.landlordId, idOf(DEMO.pm));
  const otherDoc = await documentOf(other.landlordId);
  const [otherClaim] = await db
    .select({ id: claims.id, fileId: claimFiles.id })
    .from(claims)
    .innerJoin(claimFiles, eq(claimFiles.claimId, claims.id))
    .where(eq(claims.landlordId, other.landlordId))
    .limit(1);
  if (!otherClaim) throw new Error('the demo claims are missing');
  const [event] = await db
    .insert(calendarEvents)
    .values({
      userId: idOf('pm2@demo.test'),
      title: 'Boiler inspection',
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 90_000_000),
      createdAt: new Date(),
    })
    .returning({ id: calendarEvents.id });
  const [otherDispute] = await db
    .select({ id: invoiceDisputes.id, invoiceId: invoiceDisputes.invoiceId })
    .from(invoiceDisputes)
    .innerJoin(invoices, eq(invoices.id, invoiceDisputes.invoiceId))
    .where(eq(invoices.landlordId, other.landlordId))
    .limit(1);
  if (!otherDispute) throw new Error('the demo invoices are missing');
  const [pmPolicy] = await db
    .select({ riderId: applications.riderId })
    .from(applications)
    .where(and(eq(applications.buildingId, doc.buildingId), isNotNull(applications.riderId)))
    .orderBy(asc(applications.riderId))
    .limit(1);
  const [otherKey] = await db
    .insert(apiKeys)
    .values({
      landlordId: other.landlordId,
      userId: idOf('pm2@demo.test'),
      name: 'Second landlord key',
      prefix: 'lgp_fixture',
      keyHash: `fixture-${Math.random()}`,
    })
    .returning({ id: apiKeys.id });
  const webhook = await otherWebhook(db, other.landlordId);
  const rentRollImportOf = async (landlordId: string, requestedBy: string): Promise<string> => {
    const [row] = await db
      .insert(rentRollImports)
      .values({ landlordId, requestedBy, fileName: 'fixture.csv', mapping: {}, status: 'done', rowsTotal: 0 })
      .returning({ id: rentRollImports.id });
    return row!.id;
  };
  const [grant] = await db
    .select({ id: externalGrants.id })
    .from(externalGrants)
    .where(eq(externalGrants.userId, idOf(DEMO.external)));
  if (!grant) throw new Error('the demo external grant is missing');
  return {
    grantId: grant.id,
    otherGrantId: await otherGrant(db, other.landlordId, other.id),
    otherApiKeyId: otherKey!.id,
    otherWebhookId: webhook.id,
    otherDeliveryId: webhook.deliveryId,
    rentRollImportId: await rentRollImportOf(landlord.landlordId, idOf(DEMO.ll)),
    otherRentRollImportId: await rentRollImportOf(other.landlordId, other.id),
    otherInvoiceId: otherDispute.invoiceId,
    otherDisputeId: otherDispute.id,
    pmRiderId: pmPolicy!.riderId!,
    otherClaimId: otherClaim.id,
    otherClaimFileId: otherClaim.fileId,
    otherEventId: event!.id,
    docId: doc.id,
    appId: doc.applicationId,
    pmBuildingId: doc.buildingId,
    otherDocId: otherDoc.id,
    otherAppId: otherDoc.applicationId,
    landlordId: landlord.landlordId,
    rmBuildingId: rmGrant.buildingId,
    userIds,
    otherUserIds: { vp: idOf('vp2@demo.test'), rm: idOf('rm2@demo.test'), pm: idOf('pm2@demo.test') },
    inviteId: await inviteOf('new-pm@demo.test'),
    otherInviteId: await inviteOf('new-pm2@demo.test'),
    otherImageId: image.id,
    otherNotificationId: request!.id,
    otherEmailId: mail!.id,
    otherLandlordId: other.landlordId,
    otherBuildingId: building.id,
    otherPolicyId: policy.id,
    otherRiderId: policy.riderId,
  };
}
