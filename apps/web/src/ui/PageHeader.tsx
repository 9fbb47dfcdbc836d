import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

/**
 * The top of every shell page: its title, one line on what the page is for, and the page's main
 * actions at the end of the row (they wrap under the title on a phone).
 */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 1,
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0, '& h1': { mb: 0.5 } }}>
        <PageTitle>{title}</PageTitle>
        {description && (
          <Typography variant="body2" component="div" sx={{ color: 'text.secondary', maxWidth: 720 }}>
            {description}
          </Typography>
        )}
      </Box>
      {actions && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{actions}</Box>
      )}
    </Box>
  );
}
