import type { FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor.js';
import type { Who } from '../unit-of-work.js';

/**
 * Who asks, for the unit of work: the signed-in user (or none), the API key it called with (its
 * activity rows name the key), and the client address of the request.
 */
export const whoOf = (actor: Actor | null, request: FastifyRequest): Who => ({
  actorId: actor?.userId ?? null,
  ip: request.ip,
  ...(actor?.key ? { apiKeyId: actor.key.id } : {}),
});
