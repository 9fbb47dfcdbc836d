import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import { useUiStore } from '../../store/ui';
import { SkipLink } from '../../ui/SkipLink';
import { AppBar } from '../shell/AppBar';
import { BigSidebar } from '../shell/BigSidebar';
import { MobileDrawer } from '../shell/MobileDrawer';
import { Sidebar } from '../shell/Sidebar';
import { useIsDesktop } from '../../ui/useIsDesktop';
import { MainContent } from './MainContent';

/** §9 sidebar widths. */
const WIDTH = { standard: 240, big: 280 } as const;
const APP_BAR_HEIGHT = 64;

interface SidebarLayoutProps {
  side: 'left' | 'right';
  variant: keyof typeof WIDTH;
  children: ReactNode;
}

/** left-sidebar, right-sidebar and big-sidebar (§2.10): a collapsible sidebar beside the page. */
export function SidebarLayout({ side, variant, children }: SidebarLayoutProps) {
  const isDesktop = useIsDesktop();
  const sidebarOpen = useUiStore((s) => s.sidebarOpen);
  const setSidebarOpen = useUiStore((s) => s.setSidebarOpen);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const width = WIDTH[variant];

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}
      data-layout={variant === 'big' ? 'big-sidebar' : `${side}-sidebar`}
    >
      <SkipLink />
      <AppBar
        onMenuClick={() => (isDesktop ? setSidebarOpen(!sidebarOpen) : setDrawerOpen((open) => !open))}
        menuExpanded={isDesktop ? sidebarOpen : drawerOpen}
      />
      <Box sx={{ flex: 1, display: 'flex', flexDirection: side === 'right' ? 'row-reverse' : 'row' }}>
        {isDesktop ? (
          <Box
            data-testid="sidebar"
            sx={{
              width: sidebarOpen ? width : 0,
              flexShrink: 0,
              // clip, not hidden: a hidden overflow would become the sticky panel's scroll container.
              overflow: 'clip',
              visibility: sidebarOpen ? 'visible' : 'hidden',
              transition: (t) => t.transitions.create('width'),
            }}
          >
            <Box
              sx={{
                position: 'sticky',
                top: APP_BAR_HEIGHT,
                width,
                height: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
                display: 'flex',
                flexDirection: 'column',
                overflowY: 'auto',
                bgcolor: 'background.paper',
                // The colour after the width: `borderRight: 1` alone draws in currentColor (near-black).
                ...(side === 'left' ? { borderRight: 1 } : { borderLeft: 1 }),
                borderColor: 'divider',
              }}
            >
              {variant === 'big' ? <BigSidebar /> : <Sidebar />}
            </Box>
          </Box>
        ) : (
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} anchor={side} />
        )}
        <MainContent>{children}</MainContent>
      </Box>
    </Box>
  );
}
