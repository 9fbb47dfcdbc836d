import { DEFAULT_THEME } from '@lease/contract';
import type { MatrixCase } from './matrix-case.js';

/** The auth routes' cases. */
export const authCases: Record<string, MatrixCase> = {
  'auth.profile': { crossLandlord: { none: "reads only the caller's own user" } },
  'auth.user-theme': {
    input: () => ({ body: DEFAULT_THEME }),
    crossLandlord: { none: "writes only the caller's own theme" },
  },
  'auth.logout': { spendsToken: true, crossLandlord: { none: "revokes only the caller's own token" } },
};
