import type { routes } from '@lease/contract';
import { callAt } from '../../api/client';

type Users = typeof routes.users;

/**
 * The users pages' calls, by address (issue #27): the lists, the tree and the move dialog load none of
 * the users' zod schemas, so a phone stays in budget. `callAt` checks each address against the contract.
 */
export const userCalls = {
  vpUsers: callAt<Users['vpUsers']>({ method: 'GET', path: '/user/propertymanager/vp', auth: 'user' }),
  rmUsers: callAt<Users['rmUsers']>({ method: 'GET', path: '/user/propertymanager/rm', auth: 'user' }),
  pmUsers: callAt<Users['pmUsers']>({ method: 'GET', path: '/user/propertymanager/pm', auth: 'user' }),
  activeLandlords: callAt<Users['activeLandlords']>({
    method: 'GET',
    path: '/user/active-landlords',
    auth: 'user',
  }),
  userBuildingSearch: callAt<Users['userBuildingSearch']>({
    method: 'POST',
    path: '/user/userbuildingsearch',
    auth: 'user',
  }),
  deleteUser: callAt<Users['deleteUser']>({ method: 'POST', path: '/user/delete-user', auth: 'user' }),
  deleteLandlord: callAt<Users['deleteLandlord']>({ method: 'DELETE', path: '/user/landlord', auth: 'user' }),
  delegationMoveOut: callAt<Users['delegationMoveOut']>({
    method: 'POST',
    path: '/user/delegationmoveout',
    auth: 'user',
  }),
  landlordTree: callAt<Users['landlordTree']>({ method: 'GET', path: '/user/landlordtree', auth: 'user' }),
  vpTree: callAt<Users['vpTree']>({ method: 'GET', path: '/user/vptree', auth: 'user' }),
  rmTree: callAt<Users['rmTree']>({ method: 'GET', path: '/user/rmtree', auth: 'user' }),
  userOptions: callAt<Users['userOptions']>({ method: 'GET', path: '/user/getuserlist', auth: 'user' }),
};
