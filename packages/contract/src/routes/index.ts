import type { RouteDef } from '../route.js';
import { authRoutes } from './auth.js';
import { buildingRoutes } from './buildings.js';
import { inviteRoutes } from './invites.js';
import { systemRoutes } from './system.js';
import { userRoutes } from './users.js';

export * as auth from './auth.js';
export * as buildings from './buildings.js';
export * as invites from './invites.js';
export * as system from './system.js';
export * as users from './users.js';

/** The whole catalogue: the API registers each, the test harnesses walk each. */
export const ALL_ROUTES: readonly RouteDef[] = [
  ...systemRoutes,
  ...authRoutes,
  ...buildingRoutes,
  ...userRoutes,
  ...inviteRoutes,
];
