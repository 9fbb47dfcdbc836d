import type { MatrixCase } from './matrix-case.js';

/** The activity routes' cases. */
export const activityCases: Record<string, MatrixCase> = {
  'activity.list': { crossLandlord: { none: 'admin only; the whole log' } },
  'activity.export': { crossLandlord: { none: 'admin only; the whole log' } },
};
