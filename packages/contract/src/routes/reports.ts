import { z } from 'zod';
import { defineRoute } from '../route.js';

/** The flagged cancellation report (file 2 §3): how many policies in scope wait for a decision. */
export const flaggedCancelCount = defineRoute({
  id: 'report.flagged-cancel-count',
  method: 'GET',
  path: '/report/flagged-cancel-count',
  summary: 'How many policies in scope are flagged for potential claim or cancellation (the sidebar badge)',
  tag: 'Report',
  auth: 'user',
  response: z.object({ count: z.number().int() }),
});

export const reportRoutes = [flaggedCancelCount] as const;
