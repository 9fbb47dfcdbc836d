import type { RouteInput, routes, TreeNode } from '@lease/contract';
import * as userCalls from '@lease/contract/addresses/users';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { userKeys } from '../../api/keys/userKeys';

export type ListedRole = 'll' | 'vp' | 'rm' | 'pm';

const LIST_ROUTE = {
  vp: userCalls.vpUsers,
  rm: userCalls.rmUsers,
  pm: userCalls.pmUsers,
} as const;

type UserListQuery = RouteInput<typeof routes.users.vpUsers>['query'] & { q?: string };
type ManagerRole = RouteInput<typeof routes.users.userOptions>['query']['role'];

/** Which level a node's children come from: a landlord's top line, or a manager's reports. */
export type Level =
  | { kind: 'landlords' }
  | { kind: 'line'; landlordId: string }
  | { kind: 'reports'; managerId: string }
  | { kind: 'search' };

const LEVEL_SIZE = 50;

function loadLevel(level: Level, page: number, q: string) {
  const query = { page, pageSize: LEVEL_SIZE, ...(q ? { q } : {}) };
  switch (level.kind) {
    case 'landlords':
      return apiCall(userCalls.landlordTree, { query });
    case 'line':
      return apiCall(userCalls.vpTree, { query: { ...query, landlordId: level.landlordId } });
    case 'reports':
      return apiCall(userCalls.rmTree, { query: { ...query, managerId: level.managerId } });
    case 'search':
      // People anywhere in the caller's line; each opens onto its reports. Their counts are not known here.
      return apiCall(userCalls.userOptions, { query: { ...query, sort: 'name' } }).then((page) => ({
        total: page.total,
        rows: page.rows.map((u): TreeNode => ({
          ...u,
          kind: 'user',
          landlordId: u.landlordId ?? '',
          children: -1,
          buildings: -1,
        })),
      }));
  }
}

/** The reads of the user pages, the move dialog and the tree (docs/conventions.md, "Reads"). */
export const userQueries = {
  /** §4: a search runs through userbuildingsearch; without one the list of the role is read. */
  list: (role: ListedRole, params: UserListQuery) =>
    queryOptions({
      queryKey: userKeys.list(role, params),
      queryFn: () => {
        const { q, ...query } = params;
        if (q) return apiCall(userCalls.userBuildingSearch, { body: { ...query, role, search: q } });
        return role === 'll'
          ? apiCall(userCalls.activeLandlords, { query })
          : apiCall(LIST_ROUTE[role], { query });
      },
    }),
  /** The managers of one role a user may move under, in its landlord when it has one. */
  managers: (role: ManagerRole, landlordId: string | null | undefined) =>
    queryOptions({
      queryKey: userKeys.options(role, landlordId),
      queryFn: () =>
        apiCall(userCalls.userOptions, {
          query: { role, pageSize: 200, ...(landlordId ? { landlordId } : {}) },
        }),
    }),
  /** One level of the tree, a page at a time. */
  treeLevel: (level: Level, q: string) =>
    infiniteQueryOptions({
      queryKey: userKeys.tree(level, q),
      queryFn: ({ pageParam }) => loadLevel(level, pageParam, q),
      initialPageParam: 1,
      getNextPageParam: (last, pages) =>
        pages.length * LEVEL_SIZE < last.total ? pages.length + 1 : undefined,
    }),
};
