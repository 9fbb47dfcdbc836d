import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useUiStore } from '../../store/ui';
import { Brand } from '../../ui/Brand';

/** The one authentication shell every public route of §2.1 shares: a card on the brand's colours. */
export function AuthShell({ children }: { children?: ReactNode }) {
  const pageLoaded = useUiStore((s) => s.pageLoaded);
  // A route whose content is a table (the lost-invite lookup) asks for a wider card with `handle.wide`.
  const wide = useMatches().some((m) => (m.handle as { wide?: boolean } | undefined)?.wide);
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 2, sm: 4 },
        background: `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.secondary.main} 100%)`,
      })}
    >
      <Paper
        component="main"
        id="main-content"
        data-page-loaded={pageLoaded}
        elevation={8}
        sx={{ width: '100%', maxWidth: wide ? 960 : 460, p: { xs: 3, sm: 5 } }}
      >
        <Box sx={{ mb: 4, color: 'primary.main' }}>
          <Brand />
        </Box>
        {children ?? <Outlet />}
      </Paper>
    </Box>
  );
}
