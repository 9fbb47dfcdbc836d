import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * What a page or grid shows when there is nothing yet: a plain statement, what to do next, and the
 * action that does it. Never a bare "No rows".
 */
export function EmptyState({
  icon,
  title,
  children,
  action,
  testId = 'empty-state',
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        py: 6,
        px: 3,
        color: 'text.secondary',
      }}
    >
      {icon && <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 40 } }}>{icon}</Box>}
      <Typography variant="h6" component="h2" sx={{ color: 'text.primary' }}>
        {title}
      </Typography>
      {children && (
        <Typography variant="body2" sx={{ maxWidth: 440 }}>
          {children}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
