import type { routes } from '@lease/contract';
import { callAt as call } from './client';

/**
 * The calls the signed-in shell and the dashboard make on every first load, typed by the route table
 * but carrying only their addresses (issue #27): the route objects bring their modules' zod schemas,
 * about 30 KB compressed that no page needs before its own forms. signInCalls.ts does the same for
 * the sign-in page.
 */
export const shellCalls = {
  profile: call<typeof routes.auth.profile>({ method: 'GET', path: '/auth/profile', auth: 'pending' }),
  saveTheme: call<typeof routes.auth.saveTheme>({ method: 'POST', path: '/auth/user-theme', auth: 'user' }),
  signOut: call<typeof routes.auth.signOut>({ method: 'POST', path: '/auth/logout', auth: 'pending' }),
  profileImage: call<typeof routes.auth.profileImage>({
    method: 'GET',
    path: '/auth/profile-image',
    auth: 'user',
  }),
  activeNotifications: call<typeof routes.notifications.activeNotifications>({
    method: 'GET',
    path: '/notification',
    auth: 'user',
  }),
  flaggedCancelCount: call<typeof routes.reports.flaggedCancelCount>({
    method: 'GET',
    path: '/report/flagged-cancel-count',
    auth: 'user',
  }),
  feedbackLinks: call<typeof routes.feedback.feedbackLinks>({
    method: 'GET',
    path: '/feedback/links',
    auth: 'user',
  }),
  dashboardSummary: call<typeof routes.dashboard.dashboardSummary>({
    method: 'GET',
    path: '/dashboard/summary',
    auth: 'user',
  }),
};
