import { CLIENT_SECTION_LABELS, clientNeighbours, clientPath, isClientSection } from '@lease/contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router';

/** §2.11's back/next pair: links to the previous and the next section, each named by where it goes. */
export function SectionPager({ clientId }: { clientId: string }) {
  const section = useLocation().pathname.split('/')[3] ?? '';
  if (!isClientSection(section)) return null;
  const { back, next } = clientNeighbours(section);
  return (
    <Box
      component="nav"
      aria-label="Sections"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        gap: 1,
        mt: 4,
        pt: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {back ? (
        <Button variant="outlined" startIcon={<ArrowBack />} href={clientPath(clientId, back)}>
          {`Back: ${CLIENT_SECTION_LABELS[back]}`}
        </Button>
      ) : (
        <span />
      )}
      {next && (
        <Button variant="contained" endIcon={<ArrowForward />} href={clientPath(clientId, next)}>
          {`Next: ${CLIENT_SECTION_LABELS[next]}`}
        </Button>
      )}
    </Box>
  );
}
