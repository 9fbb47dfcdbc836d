import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ROLE_LABELS } from '@lease/contract';
import { useAuthStore } from '../../store/auth';
import { PageHeader } from '../../ui/PageHeader';
import { errorMessage } from '../../ui/toast';
import { AttentionPanel } from './AttentionPanel';
import { KeyFigures } from './KeyFigures';
import { PageCards } from './PageCards';
import { dashboardQueries } from './dashboardQueries';

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/**
 * /dashboard home: what needs the user's attention now in its scope, key figures against last month,
 * the calendar, and a card for each page its role may use (§6).
 */
export function DashboardHome() {
  const user = useAuthStore((s) => s.currentUser);
  const summary = useQuery({
    ...dashboardQueries.summary(),
    // Fresh enough for a home page; a visit after a change reads again.
    staleTime: 30_000,
  });
  if (!user) return null;

  return (
    <>
      <PageHeader
        title={`Welcome, ${user.name}`}
        description={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            Signed in as
            <Chip label={ROLE_LABELS[user.role]} size="small" variant="outlined" data-testid="role-label" />
          </Box>
        }
        actions={
          <Button
            component={RouterLink}
            to="/dashboard/calendar"
            variant="outlined"
            startIcon={<EventIcon />}
          >
            Calendar
          </Button>
        }
      />
      {summary.error && <Alert severity="error">{errorMessage(summary.error)}</Alert>}
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Needs your attention
      </Typography>
      {summary.data ? (
        <AttentionPanel sections={summary.data.attention} />
      ) : (
        !summary.error && (
          <Skeleton variant="rounded" height={180} aria-label="Loading what needs attention" />
        )
      )}
      {/* The rest waits for the summary: drawn under the skeleton first, it would be pushed down when the
          panel arrived, a layout shift of a third of a phone's screen (issue #27). */}
      {(summary.data || summary.error) && (
        <>
          <Heading>Key figures</Heading>
          {summary.data && <KeyFigures figures={summary.data.figures} />}
          <Heading>Pages</Heading>
          <PageCards />
        </>
      )}
    </>
  );
}
