import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { RequireSession } from '../guard/RequireSession';
import { useIsDesktop } from '../../ui/useIsDesktop';
import { useAuthStore } from '../../store/auth';
import { useUiStore } from '../../store/ui';
import { SkipLink } from '../../ui/SkipLink';
import { AccessEnded } from '../../features/client-view/AccessEnded';
import { ExternalBar } from '../../features/client-view/ExternalBar';
import { ExternalNav } from './ExternalNav';
import { clientKeys } from '../../api/keys/clientKeys';
import { SectionPager } from '../../features/client-view/SectionPager';

const NAV_WIDTH = 240;
const BAR_HEIGHT = 64;

/** The route element of /client/{clientId}/{section}: the §2.2 guard around the external's own shell. */
export function ExternalShell() {
  return (
    <RequireSession>
      <ExternalOnly />
    </RequireSession>
  );
}

/** The shell is the external role's; every other role has its dashboard. */
function ExternalOnly() {
  const role = useAuthStore((s) => s.currentUser?.role);
  if (role !== 'external') return <Navigate to="/dashboard" replace />;
  return <ExternalFrame />;
}

/**
 * The external's shell (§2.11): its own short menu, the page, and the back/next pair. Lighter than the
 * staff shell: no search, bell, flagged count or notification channel, which an outside reader has no
 * use for and whose calls it may not make.
 */
function ExternalFrame() {
  const { clientId = '' } = useParams();
  const isDesktop = useIsDesktop();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pageLoaded = useUiStore((s) => s.pageLoaded);
  const ended = useAccessEnded();
  // The menu leads to the reader's own landlord, whatever id the address holds.
  const own = useAuthStore((s) => s.currentUser?.landlordId) ?? clientId;

  if (ended !== null) return <AccessEnded message={ended} />;
  const nav = <ExternalNav clientId={own} onNavigate={() => setDrawerOpen(false)} />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} data-layout="external">
      <SkipLink />
      <ExternalBar onMenuClick={() => setDrawerOpen((open) => !open)} menuExpanded={drawerOpen} />
      <Box sx={{ flex: 1, display: 'flex' }}>
        {isDesktop ? (
          <Box
            data-testid="sidebar"
            sx={{
              width: NAV_WIDTH,
              flexShrink: 0,
              position: 'sticky',
              top: BAR_HEIGHT,
              height: `calc(100vh - ${BAR_HEIGHT}px)`,
              overflowY: 'auto',
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            {nav}
          </Box>
        ) : (
          <Drawer
            variant="temporary"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { 'aria-label': 'Menu', sx: { width: 280 } } }}
          >
            {nav}
          </Drawer>
        )}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          data-page-loaded={pageLoaded}
          sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, sm: 2, md: 3 }, outline: 'none' }}
        >
          <Box
            sx={{
              p: { xs: 2, sm: 3, md: 4 },
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              minHeight: 320,
            }}
          >
            <Outlet />
            <SectionPager clientId={clientId} />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The message of a client call the server refused with 403 (the grant expired or was revoked), or null.
 * Any section's refusal ends the whole shell, so no page goes on showing what may no longer be read.
 */
function useAccessEnded(): string | null {
  const cache = useQueryClient().getQueryCache();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(
    () =>
      cache.subscribe((event) => {
        const { error } = event.query.state;
        if (event.query.queryKey[0] !== clientKeys.all[0]) return;
        if (error instanceof ApiError && error.status === 403) setMessage(error.message);
      }),
    [cache],
  );
  return message;
}
