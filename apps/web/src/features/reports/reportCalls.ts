import type { routes } from '@lease/contract';
import { callAt } from '../../api/client';

type Reports = typeof routes.reports;

/** The report pages' calls, by address (issue #27): the pages load none of the reports' zod schemas. */
export const reportCalls = {
  appReport: callAt<Reports['appReport']>({ method: 'GET', path: '/report/app', auth: 'user' }),
  userCount: callAt<Reports['userCount']>({ method: 'GET', path: '/report/usercount', auth: 'user' }),
  buildingCount: callAt<Reports['buildingCount']>({ method: 'GET', path: '/report/building', auth: 'user' }),
  landlordCount: callAt<Reports['landlordCount']>({ method: 'GET', path: '/report/landlord', auth: 'user' }),
  /**
   * The pickers' options: addresses of their own rather than the tree view's and the buildings grid's
   * call modules, which a shared import would split into one more file on each of those pages' loads.
   */
  landlordTree: callAt<typeof routes.users.landlordTree>({
    method: 'GET',
    path: '/user/landlordtree',
    auth: 'user',
  }),
  listBuildings: callAt<typeof routes.buildings.listBuildings>({
    method: 'GET',
    path: '/property/buildings',
    auth: 'user',
  }),
};
