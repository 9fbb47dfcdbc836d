import type { Readable } from 'node:stream';
import type { DocumentEntry } from '@lease/contract';
import { accessFor } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { openStoredFile } from '../../platform/storage/stored-file.js';
import { documentsOf, findApplication, findDocument } from './documents.repository.js';

/** The insurance documents of an application in the actor's scope (404 outside it), newest first. */
export async function documentEntries(
  ctx: AppContext,
  actor: Actor,
  appId: string,
): Promise<DocumentEntry[]> {
  const access = accessFor(ctx, actor);
  const db = ctx.database.db;
  if (!(await findApplication(db, access, appId))) throw notFound('Application');
  const rows = await documentsOf(db, access, appId);
  return rows.map((r) => ({ title: r.title, docId: r.id, createdDate: r.createdAt.toISOString() }));
}

/** The documents an application still lacks, as the dash-separated text it keeps (null when none). */
export async function missingDocsOf(ctx: AppContext, actor: Actor, appId: string): Promise<string | null> {
  const application = await findApplication(ctx.database.db, accessFor(ctx, actor), appId);
  if (!application) throw notFound('Application');
  const text = application.missingDocs?.trim();
  return text ? text : null;
}

/** One document's bytes, streamed from storage; out of scope, or gone from storage, answers 404. */
export async function openDocument(
  ctx: AppContext,
  actor: Actor,
  docId: string,
): Promise<{ title: string; contentType: string; bytes: number; body: Readable }> {
  const doc = await findDocument(ctx.database.db, accessFor(ctx, actor), docId);
  if (!doc) throw notFound('Document');
  const body = await openStoredFile(ctx, doc.storageKey, 'Document');
  return { title: doc.title, contentType: doc.contentType, bytes: doc.bytes, body };
}
