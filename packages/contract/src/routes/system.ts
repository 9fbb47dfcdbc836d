import { z } from 'zod';
import { defineRoute } from '../route.js';

export const health = defineRoute({
  id: 'system.health',
  method: 'GET',
  writes: false,
  path: '/health',
  summary: 'Liveness and database check',
  tag: 'System',
  auth: 'public',
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
});

/** For an orchestrator's liveness probe: the process answers; the database is not asked. */
export const healthLive = defineRoute({
  id: 'system.health-live',
  method: 'GET',
  writes: false,
  path: '/health/live',
  summary: 'Liveness probe: the process answers',
  tag: 'System',
  auth: 'public',
  response: z.object({ status: z.literal('ok') }),
});

/**
 * For a readiness probe: 200 once the database answers with the migrations done and the instance is not
 * draining for a shutdown; 503 otherwise, so the load balancer sends its traffic elsewhere.
 */
export const healthReady = defineRoute({
  id: 'system.health-ready',
  method: 'GET',
  writes: false,
  path: '/health/ready',
  summary: 'Readiness probe: the database answers and the instance is not shutting down',
  tag: 'System',
  auth: 'public',
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
});

export const systemRoutes = [health, healthLive, healthReady] as const;
