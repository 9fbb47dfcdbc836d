import type { MatrixCase } from './matrix-case.js';

/** The system routes' cases. */
export const systemCases: Record<string, MatrixCase> = {
  'system.health': { crossLandlord: { none: 'public liveness check' } },
};
