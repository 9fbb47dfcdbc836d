import type { routes } from '@lease/contract';
import { callAt } from '../../api/client';

type Applications = typeof routes.applications;

/**
 * The record grids' calls on their first load, by address (issue #27): the grids load no zod before a
 * form of theirs opens.
 */
export const recordCalls = {
  searchRecords: callAt<Applications['searchRecords']>({
    method: 'POST',
    path: '/property/searchDB',
    auth: 'user',
  }),
  filterRecords: callAt<Applications['filterRecords']>({
    method: 'POST',
    path: '/property/filterApp',
    auth: 'user',
  }),
  listPolicies: callAt<Applications['listPolicies']>({
    method: 'POST',
    path: '/property/policy',
    auth: 'user',
  }),
  exportRecords: callAt<Applications['exportRecords']>({
    method: 'GET',
    path: '/property/records/export',
    auth: 'user',
  }),
};
