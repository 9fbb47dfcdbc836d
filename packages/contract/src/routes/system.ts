import { z } from 'zod';
import { defineRoute } from '../route.js';

export const health = defineRoute({
  id: 'system.health',
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database check',
  tag: 'System',
  auth: 'public',
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
});

export const systemRoutes = [health] as const;
