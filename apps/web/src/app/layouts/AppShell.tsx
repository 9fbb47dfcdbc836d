import type { Layout as LayoutName } from '@lease/contract';
import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useNotificationChannel } from '../../features/notifications/useNotificationChannel';
import { useUiStore } from '../../store/ui';
import { RoleGate } from '../guard/RoleGate';
import { ShellDialogs } from '../shell/ShellDialogs';
import { useHourlyReload } from '../shell/useHourlyReload';
import { useProfileSync } from '../shell/useProfileSync';
import { SidebarLayout } from './SidebarLayout';

// The top layouts' menu bars load only for those who chose them (issue #27): the sidebars are the default.
const TopLayout = lazy(() => import('./TopLayout').then((m) => ({ default: m.TopLayout })));

/** The authenticated shell: the layout variant the user chose (§3.4) around the current page. */
export function AppShell({ children }: { children?: ReactNode }) {
  useHourlyReload();
  useProfileSync();
  useNotificationChannel();
  const layout = useUiStore((s) => s.layout);
  // A new date format redraws the page, so every date on it follows at once (decision 0026).
  const dateFormat = useUiStore((s) => s.dateFormat);
  const page = (
    <Fragment key={dateFormat}>
      {children ?? (
        <RoleGate>
          <Outlet />
        </RoleGate>
      )}
    </Fragment>
  );

  return (
    <>
      <Layout layout={layout}>{page}</Layout>
      <ShellDialogs />
    </>
  );
}

function Layout({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  switch (layout) {
    case 'left-sidebar':
      return (
        <SidebarLayout side="left" variant="standard">
          {children}
        </SidebarLayout>
      );
    case 'right-sidebar':
      return (
        <SidebarLayout side="right" variant="standard">
          {children}
        </SidebarLayout>
      );
    case 'big-sidebar':
      return (
        <SidebarLayout side="left" variant="big">
          {children}
        </SidebarLayout>
      );
    case 'top-navigation':
    case 'mega-menu':
      return (
        <Suspense fallback={null}>
          <TopLayout variant={layout === 'mega-menu' ? 'mega' : 'top'}>{children}</TopLayout>
        </Suspense>
      );
  }
}
