import type { routes } from '@lease/contract';
import { callAt } from '../../api/client';

type Users = typeof routes.users;

/** The tree view's calls, by address (issue #27): the page loads none of the users' zod schemas. */
export const treeCalls = {
  landlordTree: callAt<Users['landlordTree']>({ method: 'GET', path: '/user/landlordtree', auth: 'user' }),
  vpTree: callAt<Users['vpTree']>({ method: 'GET', path: '/user/vptree', auth: 'user' }),
  rmTree: callAt<Users['rmTree']>({ method: 'GET', path: '/user/rmtree', auth: 'user' }),
  userOptions: callAt<Users['userOptions']>({ method: 'GET', path: '/user/getuserlist', auth: 'user' }),
};
