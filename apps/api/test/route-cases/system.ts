import type { MatrixCase } from './matrix-case.js';

/** The system routes' cases. */
export const systemCases: Record<string, MatrixCase> = {
  'system.health': { crossLandlord: { none: 'public liveness check' } },
  'system.health-live': { crossLandlord: { none: 'public liveness probe; reads nothing' } },
  'system.health-ready': { crossLandlord: { none: 'public readiness probe; reads no record' } },
};
