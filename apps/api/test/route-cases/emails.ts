import { tokens } from '../case-helpers.js';
import { emailTo } from '../notification-cases.js';
import { DEMO } from '../server.js';
import type { MatrixCase } from './matrix-case.js';

/** The emails routes' cases. */
export const emailsCases: Record<string, MatrixCase> = {
  'email.list': { crossLandlord: { none: 'takes no id; lists the messages to the caller and its people' } },
  'email.delete': {
    prepare: async (role) => ({ token: tokens[role], input: { query: { id: await emailTo(role) } } }),
    crossLandlord: (f) => ({ query: { id: f.otherEmailId } }),
  },
  'email.resend': {
    prepare: async (role) => ({ token: tokens[role], input: { body: { id: await emailTo(role) } } }),
    crossLandlord: (f) => ({ body: { id: f.otherEmailId } }),
  },
  'email.compose': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { to: DEMO[role], subject: 'Matrix note', body: 'Hello' } },
    }),
    crossLandlord: () => ({ body: { to: 'pm2@demo.test', subject: 'Matrix note' } }),
  },
};
