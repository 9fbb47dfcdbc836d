import { inviteToken, routeById, send, server } from '../case-helpers.js';
import type { MatrixCase } from './matrix-case.js';

/** The auth-invite routes' cases. */
export const authInviteCases: Record<string, MatrixCase> = {
  'auth.check-token': {
    prepare: async (role) => ({
      token: null,
      input: { query: { token: await inviteToken(`matrix-check-${role}@new.test`) } },
    }),
    crossLandlord: { none: 'public; the token names its own invite' },
  },
  'auth.emailverify': {
    prepare: async (role) => {
      const email = `matrix-verify-${role}@new.test`;
      return { token: null, input: { body: { email, token: await inviteToken(email) } } };
    },
    crossLandlord: { none: 'public; the token names its own invite' },
  },
  'auth.signup': {
    prepare: async (role) => {
      const email = `matrix-signup-${role}@new.test`;
      const token = await inviteToken(email);
      const body = {
        token,
        username: 'Matrix New',
        email,
        password: 'Matrix-new-pass-1!',
        phonenumber: '(312) 555-0142',
        jobtitle: 'Tester',
      };
      return { token: null, input: { body } };
    },
    crossLandlord: { none: 'public; the invite decides role and landlord' },
  },
  'auth.decline-invite': {
    prepare: async (role) => ({
      token: null,
      input: { body: { token: await inviteToken(`matrix-decline-${role}@new.test`), reason: 'Not for me' } },
    }),
    crossLandlord: { none: 'public; the token names its own invite' },
  },
  'auth.find-invite': {
    input: () => ({ body: { email: 'nobody@new.test' } }),
    crossLandlord: { none: 'public; answers the same for every address and mails a code to the address' },
  },
  'auth.find-invite-code': {
    prepare: async (role) => {
      const email = `matrix-lookup-${role}@new.test`;
      await inviteToken(email);
      await send(routeById('auth.find-invite'), null, { body: { email } });
      const mail = await server.lastDelivered(email);
      const code = /(\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';
      return { token: null, input: { body: { email, code } } };
    },
    crossLandlord: { none: 'public; the e-mailed code proves the address it names' },
  },
};
