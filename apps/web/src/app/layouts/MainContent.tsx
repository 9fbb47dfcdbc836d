import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { useUiStore } from '../../store/ui';
import { Breadcrumb } from '../shell/Breadcrumb';
import { BackgroundBand } from './BackgroundBand';

/** The main landmark of the shell; `data-page-loaded` turns "true" PAGE_LOADED_MS after each route change. */
export function MainContent({ children }: { children: ReactNode }) {
  const pageLoaded = useUiStore((s) => s.pageLoaded);
  return (
    <Box
      component="main"
      id="main-content"
      tabIndex={-1}
      data-page-loaded={pageLoaded}
      sx={{ position: 'relative', flex: 1, minWidth: 0, p: { xs: 1.5, sm: 2, md: 3 }, outline: 'none' }}
    >
      <BackgroundBand />
      <Paper
        elevation={0}
        sx={{
          position: 'relative',
          p: { xs: 2, sm: 3, md: 4 },
          minHeight: 320,
          border: 1,
          borderColor: 'divider',
          boxShadow: '0 1px 2px rgba(15, 23, 42, 0.04), 0 4px 16px rgba(15, 23, 42, 0.04)',
        }}
      >
        <Breadcrumb />
        {children}
      </Paper>
    </Box>
  );
}
