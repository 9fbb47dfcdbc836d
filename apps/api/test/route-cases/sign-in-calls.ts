import { sentCode, server } from '../case-helpers.js';
import { DEMO, TEST_PASSWORD } from '../server.js';
import type { MatrixCase } from './matrix-case.js';

/** The sign-in-calls routes' cases. */
export const signInCallsCases: Record<string, MatrixCase> = {
  'auth.signin': {
    input: () => ({ body: { email: DEMO.admin, password: TEST_PASSWORD } }),
    crossLandlord: { none: 'public; reads only the credentials given' },
  },
  'auth.captcha-status': { crossLandlord: { none: "public; reads only the caller's own failure counts" } },
  'auth.captcha-challenge': { crossLandlord: { none: 'public; a fresh challenge, no record' } },
  'auth.send-auth-code': {
    input: () => ({ body: { mfa_method: 'email' } }),
    // One code per session every 300 s: each role sends on a fresh session.
    spendsToken: true,
    crossLandlord: { none: "sends only to the caller's own e-mail or phone" },
  },
  'auth.verify-code': {
    prepare: async (role) => {
      const token = await server.signIn(DEMO[role]);
      return { token, input: { body: { mfa_method: 'email', code: await sentCode(token, DEMO[role]) } } };
    },
    crossLandlord: { none: "checks only the code of the caller's own session" },
  },
};
