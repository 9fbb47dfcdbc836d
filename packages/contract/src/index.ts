export * from './codes.js';
export * from './envelope.js';
export * from './list.js';
export * from './menu.js';
export * from './patterns.js';
export * from './policies.js';
export * from './roles.js';
export * from './route.js';
export * from './rules.js';
export * from './states.js';
export * from './theme.js';
export * from './user.js';
export * as routes from './routes/index.js';
export { ALL_ROUTES } from './routes/index.js';
export {
  BUILDING_SORTS,
  IMPORT_CHUNK,
  buildingImportRowSchema,
  buildingRowSchema,
  type BuildingImportRow,
  type BuildingRow,
  type BuildingSort,
} from './routes/buildings.js';
export {
  MOVE_EDIT_TYPES,
  USER_SORTS,
  treeNodeSchema,
  userRowSchema,
  type TreeNode,
  type UserRow,
  type UserSort,
} from './routes/users.js';
export {
  INVITE_STATUSES,
  INVITE_TTL_DAYS,
  invitePropertySchema,
  inviteRowSchema,
  type InviteProperty,
  type InviteRow,
  type InviteStatus,
} from './routes/invites.js';
export { INVITE_LOOKUP_LINK_HOURS, INVITE_LOOKUP_SENT } from './routes/auth-invite.js';
export { signedInSchema, type SignedIn } from './routes/auth-schemas.js';
