import type { FastifyInstance } from 'fastify';
import { routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { attachment } from '../../platform/http/attachment.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { documentEntries, missingDocsOf, openDocument } from './documents.service.js';

const { documents } = routes;

export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, documents.documentTitles, async ({ actor, query }) => ({
    data: await documentEntries(ctx, actor, query.appId),
  }));
  registerRoute(app, ctx, documents.documentFile, async ({ actor, query, reply }) => {
    const file = await openDocument(ctx, actor, query.docId);
    reply
      .type(file.contentType)
      .header('content-length', file.bytes)
      .header('content-disposition', attachment(file.title));
    return { data: file.body };
  });
  registerRoute(app, ctx, documents.missingDocs, async ({ actor, query }) => ({
    data: { docData: await missingDocsOf(ctx, actor, query.appId) },
  }));
}
