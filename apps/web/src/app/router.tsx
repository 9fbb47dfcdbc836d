import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { DASHBOARD_PLACEHOLDERS, PUBLIC_PLACEHOLDERS, type PageDef } from './pages';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** Each page is its own chunk, so the sign-in page loads only what it needs. */
const page = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

const placeholder = ({ path, title }: PageDef): RouteObject => ({
  path,
  lazy: async () => {
    const { PlaceholderPage } = await import('../features/placeholder/PlaceholderPage');
    return { element: <PlaceholderPage title={title} /> };
  },
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
          { path: '/login', ...page(() => import('../features/auth/SignInPage').then((m) => m.SignInPage)) },
          ...PUBLIC_PLACEHOLDERS.map(placeholder),
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
            path: '/dashboard/guide',
            ...page(() => import('../features/guide/GuidePage').then((m) => m.GuidePage)),
          },
          ...DASHBOARD_PLACEHOLDERS.map(placeholder),
        ],
      },
      { path: '*', ...page(() => import('./NotFoundRoute').then((m) => m.NotFoundRoute)) },
    ],
  },
];

export const router = createBrowserRouter(routes);
