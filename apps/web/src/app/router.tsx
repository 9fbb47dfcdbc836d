import { Suspense } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { SECTION_PAGES } from '../features/client-view/sectionPages';
import { lazyChunk, page, startChunks } from './lazyPage';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const AuthShell = lazyChunk(() => import('./layouts/AuthShell').then((m) => m.AuthShell));
const registerPage = page(() => import('../features/auth/RegisterPage').then((m) => m.RegisterPage));
const resetPasswordPage = page(() =>
  import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
const toOverview = page(() => import('../features/client-view/ToOverview').then((m) => m.ToOverview));

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      {
        element: <AuthShell />,
        children: [
          // The sign-in page is its own light entry (login.html): the app's history leaves for it
          // (loginHandover.ts), so the app reaches this route only when the server answered /login with it.
          { path: '/login' },
          // §2.1: both readings of the invite routes lead to the register form.
          ...['/register', '/invite', '/invite/:type/:token'].map((path) => ({
            path,
            element: registerPage,
          })),
          ...['/reset-password', '/reset-password/:token'].map((path) => ({
            path,
            element: resetPasswordPage,
          })),
          {
            path: '/update-auth',
            element: page(() => import('../features/auth/UpdateAuthPage').then((m) => m.UpdateAuthPage)),
          },
          {
            path: '/setup-2fa',
            element: page(() =>
              import('../features/auth/SetupTwoFactorPage').then((m) => m.SetupTwoFactorPage),
            ),
          },
          {
            path: '/confirm-email/:token',
            element: page(() => import('../features/auth/ConfirmEmailPage').then((m) => m.ConfirmEmailPage)),
          },
          {
            path: '/decline-invite',
            element: page(() =>
              import('../features/auth/DeclineInvitePage').then((m) => m.DeclineInvitePage),
            ),
          },
          // The built-in page behind the terms link left unconfigured (app/config.ts).
          {
            path: '/terms',
            element: page(() => import('../features/guide/InfoPages').then((m) => m.TermsPage)),
          },
        ],
      },
      {
        // Its content is a table: the same shell with a wider card, so it stays mounted in between.
        element: <AuthShell wide />,
        children: [
          {
            path: '/lost-invite',
            element: page(() => import('../features/auth/LostInvitePage').then((m) => m.LostInvitePage)),
          },
        ],
      },
      {
        element: page(() => import('./layouts/GuardedShell').then((m) => m.GuardedShell)),
        children: [
          {
            path: '/dashboard',
            element: page(() => import('../features/dashboard/DashboardHome').then((m) => m.DashboardHome)),
          },
          {
            path: '/dashboard/calendar',
            element: page(() => import('../features/calendar/CalendarPage').then((m) => m.CalendarPage)),
          },
          {
            path: '/dashboard/guide',
            element: page(() => import('../features/guide/GuidePage').then((m) => m.GuidePage)),
          },
          {
            path: '/dashboard/api-keys',
            element: page(() => import('../features/api-keys/ApiKeysPage').then((m) => m.ApiKeysPage)),
          },
          {
            path: '/dashboard/webhooks',
            element: page(() => import('../features/webhooks/WebhooksPage').then((m) => m.WebhooksPage)),
          },
          {
            path: '/dashboard/external-access',
            element: page(() =>
              import('../features/external-access/ExternalAccessPage').then((m) => m.ExternalAccessPage),
            ),
          },
          {
            path: '/my-profile',
            element: page(() => import('../features/auth/ProfilePage').then((m) => m.ProfilePage)),
          },
          {
            path: '/dashboard/property/buildings',
            element: page(() => import('../features/buildings/BuildingsPage').then((m) => m.BuildingsPage)),
          },
          {
            path: '/dashboard/property/applications',
            element: page(() => import('./recordPages').then((m) => m.ApplicationsPage)),
          },
          {
            path: '/dashboard/property/policies',
            element: page(() => import('./recordPages').then((m) => m.PoliciesPage)),
          },
          {
            path: '/dashboard/property/cancel-policies',
            element: page(() => import('./recordPages').then((m) => m.FlaggedPoliciesPage)),
          },
          {
            path: '/dashboard/property/claims',
            element: page(() => import('../features/claims/ClaimsPage').then((m) => m.ClaimsPage)),
          },
          {
            path: '/dashboard/property/claims-desk',
            element: page(() => import('../features/claims/desk/DeskPage').then((m) => m.DeskPage)),
          },
          {
            path: '/dashboard/invoice',
            element: page(() => import('../features/invoices/InvoicesPage').then((m) => m.InvoicesPage)),
          },
          {
            path: '/dashboard/user/treeview',
            element: page(() => import('../features/users/TreeViewPage').then((m) => m.TreeViewPage)),
          },
          {
            path: '/dashboard/user/landlord',
            element: page(() => import('../features/users/UsersPage').then((m) => m.LandlordUsersPage)),
          },
          {
            path: '/dashboard/user/full-portfolio',
            element: page(() => import('../features/users/UsersPage').then((m) => m.FullPortfolioUsersPage)),
          },
          {
            path: '/dashboard/user/multi-site',
            element: page(() => import('../features/users/UsersPage').then((m) => m.MultiSiteUsersPage)),
          },
          {
            path: '/dashboard/user/property',
            element: page(() => import('../features/users/UsersPage').then((m) => m.PropertyUsersPage)),
          },
          {
            path: '/dashboard/invite-user',
            element: page(() => import('../features/invites/InviteUserPage').then((m) => m.InviteUserPage)),
          },
          {
            path: '/dashboard/landlord-invite',
            element: page(() =>
              import('../features/invites/LandlordInvitePage').then((m) => m.LandlordInvitePage),
            ),
          },
          {
            path: '/dashboard/invite',
            element: page(() =>
              import('../features/invites/InviteUserPage').then((m) => m.DelegationInvitePage),
            ),
          },
          {
            path: '/dashboard/request',
            element: page(() =>
              import('../features/notifications/NotificationPages').then((m) => m.RequestPage),
            ),
          },
          {
            path: '/dashboard/notification/to',
            element: page(() =>
              import('../features/notifications/NotificationPages').then((m) => m.NotificationToPage),
            ),
          },
          {
            path: '/dashboard/notification/from',
            element: page(() =>
              import('../features/notifications/NotificationPages').then((m) => m.NotificationFromPage),
            ),
          },
          {
            path: '/dashboard/email',
            element: page(() => import('../features/emails/EmailPage').then((m) => m.EmailPage)),
          },
          {
            path: '/dashboard/active-log',
            element: page(() => import('../features/activity/ActiveLogPage').then((m) => m.ActiveLogPage)),
          },
          {
            path: '/dashboard/cancellation-log',
            element: page(() =>
              import('../features/cancellations/CancelLogPage').then((m) => m.CancelLogPage),
            ),
          },
          {
            path: '/dashboard/report/landlord',
            element: page(() => import('../features/reports/ReportPage').then((m) => m.LandlordReportPage)),
          },
          {
            path: '/dashboard/report/full-portfolio',
            element: page(() =>
              import('../features/reports/ReportPage').then((m) => m.FullPortfolioReportPage),
            ),
          },
          {
            path: '/dashboard/report/multi-site',
            element: page(() => import('../features/reports/ReportPage').then((m) => m.MultiSiteReportPage)),
          },
          {
            path: '/dashboard/report/property',
            element: page(() => import('../features/reports/ReportPage').then((m) => m.PropertyReportPage)),
          },
        ],
      },
      {
        // The external role's own shell (§2.11): the five read-only sections of one landlord.
        element: page(() => import('./layouts/ExternalShell').then((m) => m.ExternalShell)),
        children: [
          ...Object.entries(SECTION_PAGES).map(([section, load]) => ({
            path: `/client/:clientId/${section}`,
            element: page(load),
          })),
          // Any other address under a client goes to its overview.
          ...['/client/:clientId', '/client/:clientId/*'].map((path) => ({ path, element: toOverview })),
        ],
      },
      { path: '*', element: page(() => import('./NotFoundRoute').then((m) => m.NotFoundRoute)) },
    ],
  },
];

/** The first address's layout and page chunks, started before the first render. */
export const startFirstPage = (): void => startChunks(routes, window.location.pathname);

/**
 * The app's routes, for the declarative router (main.tsx): the data router's own code would
 * weigh on every page's first load (issue #27), and the app uses none of its data features.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary location={location}>
      {/* Nothing to show while the first page chunk arrives; a navigation is a transition, so the
          page on screen stays until the next one is ready. */}
      <Suspense fallback={null}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
