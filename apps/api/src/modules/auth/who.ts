import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/actor.js';
import type { Who } from '../../platform/unit-of-work.js';

/** Who asks for an auth change: the signed-in user, or nobody yet, and the client address. */
export const whoOf = (request: FastifyRequest, actor: Actor | null = null): Who => ({
  actorId: actor?.userId ?? null,
  ip: request.ip,
});
