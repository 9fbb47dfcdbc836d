import type { MatrixCase } from './matrix-case.js';

/** The dashboard routes' cases. */
export const dashboardCases: Record<string, MatrixCase> = {
  'dashboard.summary': { crossLandlord: { none: 'takes no id; counts and lists the records in scope' } },
};
