import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Brand } from '../../ui/Brand';

interface AuthCardProps {
  /** A page whose content is a table (the lost-invite lookup) asks for a wider card. */
  wide?: boolean;
  pageLoaded: boolean;
  children: ReactNode;
}

/**
 * The card on the brand's colours every public page of §2.1 shows. It needs no router, so the light
 * sign-in entry (login/main.tsx) shows the same card as the app's AuthShell.
 */
export function AuthCard({ wide = false, pageLoaded, children }: AuthCardProps) {
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
        {children}
      </Paper>
    </Box>
  );
}
