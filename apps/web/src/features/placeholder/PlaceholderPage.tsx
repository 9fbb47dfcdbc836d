import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../ui/PageTitle';

/** Every route whose feature is not built yet: its title and an honest notice, never sample data. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Box
        data-testid="page-not-built"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 3,
          border: 1,
          borderColor: 'divider',
          borderStyle: 'dashed',
          borderRadius: 2,
          color: 'text.secondary',
        }}
      >
        <ConstructionIcon />
        <Typography>This page is not built yet.</Typography>
      </Box>
    </>
  );
}
