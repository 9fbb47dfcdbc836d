import { z } from 'zod';
import { idField } from '../list.js';
import { defineRoute } from '../route.js';

/** An insurance document entry (file 1 §3.6): title, docId, createdDate. */
export const documentEntrySchema = z.object({
  title: z.string(),
  docId: z.string(),
  createdDate: z.string(),
});
export type DocumentEntry = z.infer<typeof documentEntrySchema>;

export const documentTitles = defineRoute({
  id: 'document.title',
  method: 'GET',
  writes: false,
  path: '/document/title',
  summary: "An application's insurance documents, newest first (empty: 'No Insurance Docs Found')",
  tag: 'Documents',
  auth: 'user',
  query: z.strictObject({ appId: idField('Application id') }),
  response: z.array(documentEntrySchema),
});

export const documentFile = defineRoute({
  id: 'document.file',
  method: 'GET',
  writes: false,
  path: '/document/file',
  summary: "One document's bytes; the browser names the file from its title and types it by its first bytes",
  tag: 'Documents',
  auth: 'user',
  file: true,
  query: z.strictObject({ docId: idField('Document id') }),
  response: z.unknown(),
});

export const missingDocs = defineRoute({
  id: 'document.missing',
  method: 'GET',
  writes: false,
  path: '/document/missing',
  summary:
    "The documents an application still lacks, as a dash-separated docData (none: 'No Missing Docs Found')",
  tag: 'Documents',
  auth: 'user',
  query: z.strictObject({ appId: idField('Application id') }),
  response: z.object({ docData: z.string().nullable() }),
});

export const documentRoutes = [documentTitles, documentFile, missingDocs] as const;
