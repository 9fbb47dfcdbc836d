import type { FastifyInstance } from 'fastify';
import { routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { attachment } from '../../platform/http/attachment.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import { clientDocuments, openClientDocument } from './client-view.documents.js';
import { clientOverview } from './client-view.overview.js';
import { clientClaims, clientInvoices, clientPolicies, clientView, logRead } from './client-view.service.js';

const { client } = routes;

/**
 * The external role's read-only view of its landlord (decision 0032): each call reads through the
 * landlord's access, and leaves its Active Log row once the answer is ready.
 */
export function registerClientViewRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, client.clientOverview, async ({ actor, query, request }) => {
    const view = clientView(ctx, actor, query.clientId);
    const data = await clientOverview(ctx, view);
    await logRead(ctx, whoOf(actor, request), view, 'overview');
    return { data };
  });
  registerRoute(app, ctx, client.clientPolicies, async ({ actor, query, request }) => {
    const { clientId, ...params } = query;
    const view = clientView(ctx, actor, clientId);
    const page = await clientPolicies(ctx, view, params);
    await logRead(ctx, whoOf(actor, request), view, 'policies', { page: params.page, q: params.q ?? null });
    return { data: { ...page, personalData: view.personalData } };
  });
  registerRoute(app, ctx, client.clientClaims, async ({ actor, query, request }) => {
    const { clientId, status, ...params } = query;
    const view = clientView(ctx, actor, clientId);
    const page = await clientClaims(ctx, view, status, params);
    await logRead(ctx, whoOf(actor, request), view, 'claims', { page: params.page, q: params.q ?? null });
    return { data: { ...page, personalData: view.personalData } };
  });
  registerRoute(app, ctx, client.clientInvoices, async ({ actor, query, request }) => {
    const { clientId, status, ...params } = query;
    const view = clientView(ctx, actor, clientId);
    const page = await clientInvoices(ctx, view, status, params);
    await logRead(ctx, whoOf(actor, request), view, 'invoices', { page: params.page, q: params.q ?? null });
    return { data: { ...page, personalData: view.personalData } };
  });
  registerRoute(app, ctx, client.clientDocuments, async ({ actor, query, request }) => {
    const { clientId, kind, ...params } = query;
    const view = clientView(ctx, actor, clientId);
    const page = await clientDocuments(ctx, view, kind, params);
    await logRead(ctx, whoOf(actor, request), view, 'documents', { page: params.page, q: params.q ?? null });
    return { data: { ...page, personalData: view.personalData } };
  });
  registerRoute(app, ctx, client.clientDocument, async ({ actor, query, reply, request }) => {
    const view = clientView(ctx, actor, query.clientId);
    const file = await openClientDocument(ctx, view, query.kind, query.id);
    await logRead(ctx, whoOf(actor, request), view, 'documents', { download: query.id, kind: query.kind });
    reply
      .type(file.contentType)
      .header('content-length', file.bytes)
      .header('content-disposition', attachment(file.title));
    return { data: file.body };
  });
}
