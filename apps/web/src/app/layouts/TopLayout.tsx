import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import { SkipLink } from '../../ui/SkipLink';
import { AppBar } from '../shell/AppBar';
import { MegaMenu } from '../shell/MegaMenu';
import { MobileDrawer } from '../shell/MobileDrawer';
import { TopNav } from '../shell/TopNav';
import { useIsDesktop } from '../../ui/useIsDesktop';
import { MainContent } from './MainContent';

/** top-navigation and mega-menu (§2.10): the menu is a bar under the app bar; a drawer on phones. */
export function TopLayout({ variant, children }: { variant: 'top' | 'mega'; children: ReactNode }) {
  const isDesktop = useIsDesktop();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const bar = variant === 'mega' ? <MegaMenu /> : <TopNav />;

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}
      data-layout={variant === 'mega' ? 'mega-menu' : 'top-navigation'}
    >
      <SkipLink />
      <AppBar
        onMenuClick={() => setDrawerOpen((open) => !open)}
        menuExpanded={drawerOpen}
        menuButtonOnlyOnMobile
        below={isDesktop ? bar : undefined}
      />
      {!isDesktop && <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} anchor="left" />}
      <MainContent>{children}</MainContent>
    </Box>
  );
}
