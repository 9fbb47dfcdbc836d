import type { FastifyInstance } from 'fastify';
import { API_KEY_TEXTS, routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import { createKey, keyPeople, listKeys, revokeKey } from './api-keys.service.js';

const { apiKeys } = routes;

export function registerApiKeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiKeys.listApiKeys, async ({ actor }) => ({
    data: { keys: await listKeys(ctx, actor) },
  }));
  registerRoute(app, ctx, apiKeys.listKeyPeople, async ({ actor }) => ({
    data: { people: await keyPeople(ctx, actor) },
  }));
  registerRoute(app, ctx, apiKeys.createApiKey, async ({ actor, body, request }) => ({
    message: API_KEY_TEXTS.keyCreated,
    status: 201,
    data: await createKey(ctx, whoOf(actor, request), actor, body),
  }));
  registerRoute(app, ctx, apiKeys.revokeApiKey, async ({ actor, body, request }) => ({
    message: API_KEY_TEXTS.keyRevoked,
    data: await revokeKey(ctx, whoOf(actor, request), actor, body.id),
  }));
}
