import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SECTION_PAGES } from '../features/external/sectionPages';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** Each page is its own chunk, so the sign-in page loads only what it needs. */
const page = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Nothing to show while the first page chunk arrives; it takes a moment at most.
    HydrateFallback: () => null,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      {
        ...page(() => import('./layouts/AuthShell').then((m) => m.AuthShell)),
        children: [
          // The sign-in page is its own light entry (login.html): the app hands over to it.
          { path: '/login', lazy: async () => ({ loader: (await import('./loginHandover')).loginHandover }) },
          // §2.1: both readings of the invite routes lead to the register form.
          ...['/register', '/invite', '/invite/:type/:token'].map((path) => ({
            path,
            ...page(() => import('../features/auth/RegisterPage').then((m) => m.RegisterPage)),
          })),
          ...['/reset-password', '/reset-password/:token'].map((path) => ({
            path,
            ...page(() => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
          })),
          {
            path: '/update-auth',
            ...page(() => import('../features/auth/UpdateAuthPage').then((m) => m.UpdateAuthPage)),
          },
          {
            path: '/setup-2fa',
            ...page(() => import('../features/auth/SetupTwoFactorPage').then((m) => m.SetupTwoFactorPage)),
          },
          {
            path: '/confirm-email/:token',
            ...page(() => import('../features/auth/ConfirmEmailPage').then((m) => m.ConfirmEmailPage)),
          },
          {
            path: '/decline-invite',
            ...page(() => import('../features/auth/DeclineInvitePage').then((m) => m.DeclineInvitePage)),
          },
          // The built-in pages behind external links left unconfigured (app/config.ts).
          {
            path: '/terms',
            ...page(() => import('../features/guide/InfoPages').then((m) => m.TermsPage)),
          },
          {
            path: '/report-issue',
            ...page(() => import('../features/guide/InfoPages').then((m) => m.ReportIssuePage)),
          },
          {
            path: '/lost-invite',
            handle: { wide: true },
            ...page(() => import('../features/auth/LostInvitePage').then((m) => m.LostInvitePage)),
          },
        ],
      },
      {
        ...page(() => import('./layouts/GuardedShell').then((m) => m.GuardedShell)),
        children: [
          {
            path: '/dashboard',
            ...page(() => import('../features/dashboard/DashboardHome').then((m) => m.DashboardHome)),
          },
          {
            path: '/dashboard/calendar',
            ...page(() => import('../features/calendar/CalendarPage').then((m) => m.CalendarPage)),
          },
          {
            path: '/dashboard/guide',
            ...page(() => import('../features/guide/GuidePage').then((m) => m.GuidePage)),
          },
          {
            path: '/dashboard/api-keys',
            ...page(() => import('../features/api-keys/ApiKeysPage').then((m) => m.ApiKeysPage)),
          },
          {
            path: '/dashboard/webhooks',
            ...page(() => import('../features/webhooks/WebhooksPage').then((m) => m.WebhooksPage)),
          },
          {
            path: '/dashboard/external-access',
            ...page(() =>
              import('../features/external-access/ExternalAccessPage').then((m) => m.ExternalAccessPage),
            ),
          },
          {
            path: '/my-profile',
            ...page(() => import('../features/auth/ProfilePage').then((m) => m.ProfilePage)),
          },
          {
            path: '/dashboard/property/buildings',
            ...page(() => import('../features/buildings/BuildingsPage').then((m) => m.BuildingsPage)),
          },
          {
            path: '/dashboard/property/applications',
            ...page(() => import('../features/records/RecordsPage').then((m) => m.ApplicationsPage)),
          },
          {
            path: '/dashboard/property/policies',
            ...page(() => import('../features/records/RecordsPage').then((m) => m.PoliciesPage)),
          },
          {
            path: '/dashboard/property/cancel-policies',
            ...page(() => import('../features/records/RecordsPage').then((m) => m.FlaggedPoliciesPage)),
          },
          {
            path: '/dashboard/property/claims',
            ...page(() => import('../features/claims/ClaimsPage').then((m) => m.ClaimsPage)),
          },
          {
            path: '/dashboard/invoice',
            ...page(() => import('../features/invoices/InvoicesPage').then((m) => m.InvoicesPage)),
          },
          {
            path: '/dashboard/user/treeview',
            ...page(() => import('../features/users/TreeViewPage').then((m) => m.TreeViewPage)),
          },
          {
            path: '/dashboard/user/landlord',
            ...page(() => import('../features/users/UsersPage').then((m) => m.LandlordUsersPage)),
          },
          {
            path: '/dashboard/user/full-portfolio',
            ...page(() => import('../features/users/UsersPage').then((m) => m.FullPortfolioUsersPage)),
          },
          {
            path: '/dashboard/user/multi-site',
            ...page(() => import('../features/users/UsersPage').then((m) => m.MultiSiteUsersPage)),
          },
          {
            path: '/dashboard/user/property',
            ...page(() => import('../features/users/UsersPage').then((m) => m.PropertyUsersPage)),
          },
          {
            path: '/dashboard/invite-user',
            ...page(() => import('../features/invites/InviteUserPage').then((m) => m.InviteUserPage)),
          },
          {
            path: '/dashboard/landlord-invite',
            ...page(() => import('../features/invites/LandlordInvitePage').then((m) => m.LandlordInvitePage)),
          },
          {
            path: '/dashboard/invite',
            ...page(() => import('../features/invites/InviteUserPage').then((m) => m.DelegationInvitePage)),
          },
          {
            path: '/dashboard/request',
            ...page(() => import('../features/notifications/NotificationPages').then((m) => m.RequestPage)),
          },
          {
            path: '/dashboard/notification/to',
            ...page(() =>
              import('../features/notifications/NotificationPages').then((m) => m.NotificationToPage),
            ),
          },
          {
            path: '/dashboard/notification/from',
            ...page(() =>
              import('../features/notifications/NotificationPages').then((m) => m.NotificationFromPage),
            ),
          },
          {
            path: '/dashboard/email',
            ...page(() => import('../features/emails/EmailPage').then((m) => m.EmailPage)),
          },
          {
            path: '/dashboard/active-log',
            ...page(() => import('../features/activity/ActiveLogPage').then((m) => m.ActiveLogPage)),
          },
          {
            path: '/dashboard/cancellation-log',
            ...page(() => import('../features/cancellations/CancelLogPage').then((m) => m.CancelLogPage)),
          },
          {
            path: '/dashboard/report/landlord',
            ...page(() => import('../features/reports/ReportPage').then((m) => m.LandlordReportPage)),
          },
          {
            path: '/dashboard/report/full-portfolio',
            ...page(() => import('../features/reports/ReportPage').then((m) => m.FullPortfolioReportPage)),
          },
          {
            path: '/dashboard/report/multi-site',
            ...page(() => import('../features/reports/ReportPage').then((m) => m.MultiSiteReportPage)),
          },
          {
            path: '/dashboard/report/property',
            ...page(() => import('../features/reports/ReportPage').then((m) => m.PropertyReportPage)),
          },
        ],
      },
      {
        // The external role's own shell (§2.11): the five read-only sections of one landlord.
        ...page(() => import('../features/external/ExternalShell').then((m) => m.ExternalShell)),
        children: [
          ...Object.entries(SECTION_PAGES).map(([section, load]) => ({
            path: `/client/:clientId/${section}`,
            ...page(load),
          })),
          // Any other address under a client goes to its overview.
          ...['/client/:clientId', '/client/:clientId/*'].map((path) => ({
            path,
            ...page(() => import('../features/external/ToOverview').then((m) => m.ToOverview)),
          })),
        ],
      },
      { path: '*', ...page(() => import('./NotFoundRoute').then((m) => m.NotFoundRoute)) },
    ],
  },
];

export const router = createBrowserRouter(routes);
