import type { routes } from '@lease/contract';
import { callAt } from '../../api/client';

type Activity = typeof routes.activity;

/** The Active Log's calls, by address (issue #27): the page loads no zod, so a phone stays in budget. */
export const activityCalls = {
  listActivity: callAt<Activity['listActivity']>({ method: 'GET', path: '/activity', auth: 'user' }),
  exportActivity: callAt<Activity['exportActivity']>({
    method: 'GET',
    path: '/activity/export',
    auth: 'user',
  }),
};
