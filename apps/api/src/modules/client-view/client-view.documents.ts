import type { Readable } from 'node:stream';
import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CLAIM_FILE_KIND_LABELS,
  CLAIM_FILE_MIME,
  EXTERNAL_TEXTS,
  type ClientDocumentKind,
  type ClientDocumentRow,
  type ListParams,
  type Page,
} from '@lease/contract';
import { applications, buildings, claimFiles, claims, documents } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import {
  boundedTotal,
  containsPattern,
  keyset,
  withoutSortValue,
  type SortKey,
} from '../../platform/db/list.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { openStoredFile } from '../../platform/storage/stored-file.js';
import { findClaimFile } from '../claims/claims.repository.js';
import { storedFileName } from '../../platform/uploads/file-type.js';
import { findDocument } from '../documents/documents.repository.js';
import type { ClientView } from './client-view.service.js';

/**
 * A claim file's name is what its uploader typed, and may name a tenant: without personal data it is
 * shown, and searched, as the paper it is (its kind's label).
 */
const claimFileTitle = (personalData: boolean): SQL<string> =>
  personalData
    ? sql<string>`${claimFiles.fileName}`
    : sql<string>`case ${claimFiles.kind}::text ${sql.join(
        Object.entries(CLAIM_FILE_KIND_LABELS).map(([kind, label]) => sql`when ${kind} then ${label}`),
        sql` `,
      )} else 'Claim file' end`;

/** The landlord's insurance documents and claim files, as one list (the union of both, or one kind). */
function documentsOf(ctx: AppContext, view: ClientView, kind: ClientDocumentKind | undefined) {
  const { db } = ctx.database;
  const { access } = view;
  const insurance = db
    .select({
      id: documents.id,
      kind: sql<ClientDocumentKind>`'insurance'`.as('kind'),
      title: documents.title,
      createdAt: documents.createdAt,
      bytes: documents.bytes,
      buildingId: documents.buildingId,
      applicationId: documents.applicationId,
      claimId: sql<string | null>`null::uuid`.as('claim_id'),
    })
    .from(documents)
    .where(access.where('documents'));
  const files = db
    .select({
      id: claimFiles.id,
      kind: sql<ClientDocumentKind>`'claim-file'`.as('kind'),
      title: claimFileTitle(view.personalData).as('title'),
      createdAt: claimFiles.createdAt,
      bytes: claimFiles.bytes,
      buildingId: claimFiles.buildingId,
      applicationId: claims.applicationId,
      claimId: sql<string | null>`${claimFiles.claimId}`.as('claim_id'),
    })
    .from(claimFiles)
    .innerJoin(claims, eq(claims.id, claimFiles.claimId))
    .where(access.where('claimFiles'));
  if (kind === 'insurance') return insurance.as('d');
  if (kind === 'claim-file') return files.as('d');
  return insurance.unionAll(files).as('d');
}

export async function clientDocuments(
  ctx: AppContext,
  view: ClientView,
  kind: ClientDocumentKind | undefined,
  params: ListParams<'createdAt' | 'title'>,
): Promise<Page<ClientDocumentRow>> {
  const { db } = ctx.database;
  const d = documentsOf(ctx, view, kind);
  // In the outer query each of these names the union's column ("d"."title"); drizzle types a union's
  // aliased expression as such.
  const title = d.title as unknown as SortKey;
  const keys = keyset(params, { createdAt: d.createdAt, title }, d.id as unknown as AnyPgColumn);
  const search = params.q ? ilike(title, containsPattern(params.q)) : undefined;
  const [found, total] = await Promise.all([
    keys.page(
      db
        .select({
          id: d.id,
          kind: d.kind,
          title: d.title,
          createdAt: d.createdAt,
          bytes: d.bytes,
          buildingName: buildings.name,
          riderId: applications.riderId,
          claimName: claims.name,
          sortValue: keys.value,
        })
        .from(d)
        .innerJoin(buildings, eq(buildings.id, d.buildingId))
        .innerJoin(applications, eq(applications.id, d.applicationId))
        .leftJoin(claims, eq(claims.id, d.claimId))
        .where(and(search, keys.where))
        .orderBy(...keys.orderBy)
        .limit(keys.limit)
        .offset(keys.offset),
    ),
    boundedTotal(db, db.select({ id: d.id }).from(d).where(search)),
  ]);
  const rows = found.rows.map((r) => {
    const row = withoutSortValue(r);
    return { ...row, createdAt: new Date(row.createdAt).toISOString(), downloadable: view.personalData };
  });
  return { ...found, rows, ...total };
}

/**
 * One of the landlord's documents or claim files, streamed. They carry tenants' names (a certificate
 * names its tenant, a lease its parties): without personal data the download is refused, once the file
 * is known to be the landlord's (another's answers 404).
 */
export async function openClientDocument(
  ctx: AppContext,
  view: ClientView,
  kind: ClientDocumentKind,
  id: string,
): Promise<{ title: string; contentType: string; bytes: number; body: Readable }> {
  const { db } = ctx.database;
  const { access } = view;
  const file =
    kind === 'insurance'
      ? await findDocument(db, access, id)
      : await findClaimFile(db, access, id).then(
          (f) =>
            f && {
              title: storedFileName(f.fileName, f.fileType),
              contentType: CLAIM_FILE_MIME[f.fileType],
              bytes: f.bytes,
              storageKey: f.storageKey,
            },
        );
  if (!file) throw notFound('Document');
  if (!view.personalData) throw forbidden(EXTERNAL_TEXTS.downloadNeedsPersonalData);
  const body = await openStoredFile(ctx, file.storageKey, 'Document');
  return { title: file.title, contentType: file.contentType, bytes: file.bytes, body };
}
