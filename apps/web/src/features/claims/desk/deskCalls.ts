import type { routes } from '@lease/contract';
import { callAt } from '../../../api/client';

type Claims = typeof routes.claims;

/** The desk's calls by address (issue #27's way): the page loads no zod; the decision form brings it. */
export const deskCalls = {
  desk: callAt<Claims['claimDesk']>({ method: 'GET', path: '/claim/desk', auth: 'user' }),
  assessment: callAt<Claims['claimAssessment']>({ method: 'GET', path: '/claim/assessment', auth: 'user' }),
  decide: callAt<Claims['decideClaim']>({ method: 'POST', path: '/claim/decide', auth: 'user' }),
  record: callAt<Claims['claimRecord']>({ method: 'GET', path: '/claim/record', auth: 'user' }),
  file: callAt<Claims['claimFile']>({ method: 'GET', path: '/claim/file', auth: 'user' }),
};

export const deskKeys = {
  all: ['claims', 'desk'] as const,
  list: (query: unknown) => ['claims', 'desk', query] as const,
  assessment: (id: string) => ['claim', id, 'assessment'] as const,
  file: (fileId: string) => ['claim', 'file', fileId] as const,
};
