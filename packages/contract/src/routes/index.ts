import type { RouteDef } from '../route.js';
import { authRoutes } from './auth.js';
import { systemRoutes } from './system.js';

export * as auth from './auth.js';
export * as system from './system.js';

/** The whole catalogue: the API registers each, the test harnesses walk each. */
export const ALL_ROUTES: readonly RouteDef[] = [...systemRoutes, ...authRoutes];
