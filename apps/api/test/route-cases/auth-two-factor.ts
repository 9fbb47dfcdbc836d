import { TEST_PASSWORD } from '../server.js';
import type { MatrixCase } from './matrix-case.js';

/** The auth-two-factor routes' cases. */
export const authTwoFactorCases: Record<string, MatrixCase> = {
  'auth.totp-setup': {
    input: () => ({ body: { password: TEST_PASSWORD } }),
    crossLandlord: { none: "enrols only the caller's own authenticator" },
  },
};
