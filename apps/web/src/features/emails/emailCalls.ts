import type { routes } from '@lease/contract';
import { callAt } from '../../api/client';

type Emails = typeof routes.emails;

/** The e-mail page's calls, by address (issue #27): the page loads no zod until the compose dialog opens. */
export const emailCalls = {
  listEmails: callAt<Emails['listEmails']>({ method: 'GET', path: '/email', auth: 'user' }),
  deleteEmail: callAt<Emails['deleteEmail']>({ method: 'DELETE', path: '/email', auth: 'user' }),
  resendEmail: callAt<Emails['resendEmail']>({ method: 'POST', path: '/email/resend', auth: 'user' }),
};
