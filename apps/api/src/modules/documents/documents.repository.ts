import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { applications, buildings, documents, landlords, tenants, users } from '../../db/schema/index.js';
import type { Access } from '../../platform/auth/access.js';

/** An application as a document states it: its policy, tenants, building and landlord. */
export async function applicationFacts(q: Queryable, applicationId: string) {
  const [row] = await q
    .select({
      application: applications,
      building: buildings,
      landlordName: landlords.name,
    })
    .from(applications)
    .innerJoin(buildings, eq(buildings.id, applications.buildingId))
    .innerJoin(landlords, eq(landlords.id, applications.landlordId))
    .where(eq(applications.id, applicationId));
  if (!row) return null;
  const people = await q
    .select({ firstName: tenants.firstName, lastName: tenants.lastName })
    .from(tenants)
    .where(eq(tenants.applicationId, applicationId))
    .orderBy(asc(tenants.position));
  // The landlord's own account, the first made, is its primary contact.
  const [contact] = await q
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(
      and(eq(users.landlordId, row.application.landlordId), eq(users.role, 'll'), isNull(users.deletedAt)),
    )
    .orderBy(asc(users.createdAt))
    .limit(1);
  return { ...row, tenants: people, contact: contact ?? null };
}
export type ApplicationFacts = NonNullable<Awaited<ReturnType<typeof applicationFacts>>>;

/** An application in the access's scope, with what the document dialog shows of it. */
export async function findApplication(q: Queryable, access: Access, applicationId: string) {
  const [row] = await q
    .select({ id: applications.id, missingDocs: applications.missingDocs })
    .from(applications)
    .where(and(eq(applications.id, applicationId), access.where('applications')));
  return row ?? null;
}

/** The documents of an application in scope, newest first. */
export const documentsOf = (q: Queryable, access: Access, applicationId: string) =>
  q
    .select({ id: documents.id, title: documents.title, createdAt: documents.createdAt })
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), access.where('documents')))
    .orderBy(desc(documents.createdAt), desc(documents.id));

/** One document in scope. */
export async function findDocument(q: Queryable, access: Access, documentId: string) {
  const [row] = await q
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), access.where('documents')));
  return row ?? null;
}
