import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReportFilter } from '@lease/contract';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { errorMessage } from '../../ui/toast';
import { useAuthStore } from '../../store/auth';
import { ReportCharts } from './ReportCharts';
import { ReportFilters } from './ReportFilters';
import { monthLabel } from './reportTables';
import { useReports } from './useReports';
import { formatCount } from '../../ui/formatNumber';

/** The four report pages of §2.2: one portfolio read at different levels. */
type Level = 'landlord' | 'full-portfolio' | 'multi-site' | 'property';

const PAGES: Record<Level, { title: string; description: string }> = {
  landlord: {
    title: 'Landlord Report',
    description:
      'Your landlord accounts at a glance: applications, policies, claims, cancellations and premiums.',
  },
  'full-portfolio': {
    title: 'Full Portfolio Report',
    description: 'Every building of the portfolio together.',
  },
  'multi-site': {
    title: 'Multi-Site Report',
    description: 'The buildings you oversee, together or one at a time.',
  },
  property: { title: 'Property Report', description: 'One building: choose it below.' },
};

function Tile({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`tile-${label}`}>
          {value === undefined ? '…' : formatCount(value)}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function ReportPage({ level }: { level: Level }) {
  const admin = useAuthStore((s) => s.currentUser?.role === 'admin');
  const [filter, setFilter] = useState<ReportFilter>({});
  const needsBuilding = level === 'property' && !filter.buildingId;
  const { app, users, buildings, landlords } = useReports(filter, !needsBuilding);
  const page = PAGES[level];
  const failed = [app, users, buildings, landlords].find((q) => q.error);
  const range = app.data ? `${monthLabel(app.data.from)} – ${monthLabel(app.data.to)}` : '';
  return (
    <>
      <PageHeader title={page.title} description={page.description} />
      <ReportFilters
        value={filter}
        onChange={setFilter}
        landlords={admin}
        buildings={level === 'multi-site' || level === 'property'}
      />
      {needsBuilding ? (
        <EmptyState title="Choose a building">The Property Report reads one building at a time.</EmptyState>
      ) : (
        <>
          {app.isFetching && <LinearProgress aria-label="Loading the report" sx={{ mb: 1 }} />}
          {failed && <Alert severity="error">{errorMessage(failed.error)}</Alert>}
          <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }} data-testid="report-range">
            {range && `${range} · numbers as of the end of the range`}
          </Typography>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Tile label="Landlords" value={landlords.data?.count} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Tile label="Buildings" value={buildings.data?.count} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Tile label="Users" value={users.data?.total} />
            </Grid>
          </Grid>
          {app.data && <ReportCharts report={app.data} users={users.data} />}
        </>
      )}
    </>
  );
}

export const LandlordReportPage = () => <ReportPage level="landlord" />;
export const FullPortfolioReportPage = () => <ReportPage level="full-portfolio" />;
export const MultiSiteReportPage = () => <ReportPage level="multi-site" />;
export const PropertyReportPage = () => <ReportPage level="property" />;
