import type { routes } from '@lease/contract';
import { callAt } from '../../api/client';

type Buildings = typeof routes.buildings;

/** The buildings grid's calls on its first load, by address (issue #27): no zod before a form opens. */
export const buildingCalls = {
  listBuildings: callAt<Buildings['listBuildings']>({
    method: 'GET',
    path: '/property/buildings',
    auth: 'user',
  }),
  exportBuildings: callAt<Buildings['exportBuildings']>({
    method: 'GET',
    path: '/property/buildings/export',
    auth: 'user',
  }),
};
