import { z } from 'zod';
import { idField, listParams, pageOf, textField } from '../list.js';
import { ROLES_THAT } from '../policies.js';
import { defineRoute } from '../route.js';
import { roleSchema } from '../roles.js';

export const USER_SORTS = [
  'name',
  'email',
  'phone',
  'jobTitle',
  'managerName',
  'landlordName',
  'buildings',
  'isVerified',
  'lastSignInAt',
] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** A row of the user grids (Landlord, Full Portfolio, Multi-Site, Property). */
export const userRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  role: roleSchema,
  landlordId: z.string().nullable(),
  landlordName: z.string().nullable(),
  managerId: z.string().nullable(),
  managerName: z.string().nullable(),
  /** Buildings the user sees: granted ones for rm and pm, all of the landlord's for ll and vp. */
  buildings: z.number().int(),
  isVerified: z.boolean(),
  lastSignInAt: z.string().nullable(),
  /** What the caller may do to this user, from the contract's policies: the web shows these actions only. */
  can: z.object({ move: z.boolean(), delete: z.boolean() }),
});
export type UserRow = z.infer<typeof userRowSchema>;

const userListParams = listParams(USER_SORTS);
const landlordFilter = { landlordId: idField('Landlord id').optional() };

export const activeLandlords = defineRoute({
  id: 'user.active-landlords',
  method: 'GET',
  writes: false,
  path: '/user/active-landlords',
  summary: 'Landlord account users (role ll): the Landlord page (admin)',
  tag: 'User',
  auth: 'user',
  roles: ['admin'],
  query: z.strictObject(userListParams),
  response: pageOf(userRowSchema),
});

const managerList = (
  role: 'vp' | 'rm' | 'pm',
  label: string,
  roles: readonly ('admin' | 'll' | 'vp' | 'rm')[],
) =>
  defineRoute({
    id: `user.propertymanager-${role}`,
    method: 'GET',
    writes: false,
    path: `/user/propertymanager/${role}`,
    summary: `${label} users in scope`,
    tag: 'User',
    auth: 'user',
    roles,
    query: z.strictObject({ ...userListParams, ...landlordFilter }),
    response: pageOf(userRowSchema),
  });

export const vpUsers = managerList('vp', 'Full Portfolio (vp)', ['admin', 'll']);
export const rmUsers = managerList('rm', 'Multi-Site (rm)', ['admin', 'll', 'vp']);
export const pmUsers = managerList('pm', 'Property (pm)', ['admin', 'll', 'vp', 'rm']);

export const userBuildingSearch = defineRoute({
  id: 'user.userbuildingsearch',
  method: 'POST',
  writes: false,
  path: '/user/userbuildingsearch',
  summary: 'Users of one role in scope whose name, e-mail or building matches the search',
  tag: 'User',
  auth: 'user',
  roles: ['admin', 'll', 'vp', 'rm'],
  body: z.strictObject({
    ...userListParams,
    role: z.enum(['ll', 'vp', 'rm', 'pm'], 'Role is ll, vp, rm or pm'),
    search: textField(200, 'Search'),
    ...landlordFilter,
  }),
  response: pageOf(userRowSchema),
});

export const deleteUser = defineRoute({
  id: 'user.delete-user',
  method: 'POST',
  writes: true,
  path: '/user/delete-user',
  summary: "Deletes a vp, rm or pm of the caller's line: grants end, sign-in stops, history stays",
  tag: 'User',
  auth: 'user',
  roles: ROLES_THAT.deleteUser,
  body: z.strictObject({ id: idField('User id') }),
  response: z.object({ id: z.string() }),
});

export const deleteLandlord = defineRoute({
  id: 'user.delete-landlord',
  method: 'DELETE',
  writes: true,
  path: '/user/landlord',
  summary: 'Deletes a landlord account user (admin)',
  tag: 'User',
  auth: 'user',
  roles: ROLES_THAT.deleteLandlord,
  query: z.strictObject({ id: idField('User id') }),
  response: z.object({ id: z.string() }),
});

/** A node of the tree view: a landlord account or a user, with how many children it has. */
export const treeNodeSchema = z.object({
  id: z.string(),
  kind: z.enum(['landlord', 'user']),
  name: z.string(),
  email: z.string().nullable(),
  role: roleSchema.nullable(),
  landlordId: z.string(),
  /** For a user, its reports the caller sees; for a landlord, every user of its line the caller sees. */
  children: z.number().int(),
  buildings: z.number().int(),
});
export type TreeNode = z.infer<typeof treeNodeSchema>;

const treeList = listParams(['name', 'email'] as const);

export const landlordTree = defineRoute({
  id: 'user.landlordtree',
  method: 'GET',
  writes: false,
  path: '/user/landlordtree',
  summary: 'Tree view, first level: the landlord accounts in scope',
  tag: 'User',
  auth: 'user',
  roles: ['admin', 'll', 'vp'],
  query: z.strictObject(treeList),
  response: pageOf(treeNodeSchema),
});

export const vpTree = defineRoute({
  id: 'user.vptree',
  method: 'GET',
  writes: false,
  path: '/user/vptree',
  summary: "Tree view, second level: the top of a landlord's line (its vps, and users reporting to no one)",
  tag: 'User',
  auth: 'user',
  roles: ['admin', 'll', 'vp'],
  query: z.strictObject({ ...treeList, landlordId: idField('Landlord id') }),
  response: pageOf(treeNodeSchema),
});

export const rmTree = defineRoute({
  id: 'user.rmtree',
  method: 'GET',
  writes: false,
  path: '/user/rmtree',
  summary: "Tree view, deeper levels: the users reporting to one manager (a vp's rms, an rm's pms)",
  tag: 'User',
  auth: 'user',
  roles: ['admin', 'll', 'vp'],
  query: z.strictObject({ ...treeList, managerId: idField('Manager id') }),
  response: pageOf(treeNodeSchema),
});

/** editType names the role of the new manager: landlord (ll), vp or rm. */
export const MOVE_EDIT_TYPES = ['landlord', 'vp', 'rm'] as const;

export const delegationMoveOut = defineRoute({
  id: 'user.delegationmoveout',
  method: 'POST',
  writes: true,
  path: '/user/delegationmoveout',
  summary: 'Moves a user, with its buildings, under another manager of the same landlord',
  tag: 'User',
  auth: 'user',
  roles: ROLES_THAT.moveUser,
  body: z.strictObject({
    editType: z.enum(MOVE_EDIT_TYPES, 'editType is landlord, vp or rm'),
    userId: idField('User id'),
    managerId: idField('Manager id'),
  }),
  response: z.object({ id: z.string(), managerId: z.string(), buildingsGranted: z.number().int() }),
});

/** A short user for pickers (move target, filters). */
export const userOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  landlordId: z.string().nullable(),
});

export const userOptions = defineRoute({
  id: 'user.getuserlist',
  method: 'GET',
  writes: false,
  path: '/user/getuserlist',
  summary: 'Users in scope for pickers, with the caller itself, optionally of one role',
  tag: 'User',
  auth: 'user',
  roles: ['admin', 'll', 'vp', 'rm'],
  query: z.strictObject({
    ...listParams(['name', 'email'] as const),
    role: z.enum(['ll', 'vp', 'rm', 'pm'], 'Role is ll, vp, rm or pm').optional(),
    ...landlordFilter,
  }),
  response: pageOf(userOptionSchema),
});

export const userRoutes = [
  activeLandlords,
  vpUsers,
  rmUsers,
  pmUsers,
  userBuildingSearch,
  deleteUser,
  deleteLandlord,
  landlordTree,
  vpTree,
  rmTree,
  delegationMoveOut,
  userOptions,
] as const;
