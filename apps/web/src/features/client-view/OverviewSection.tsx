import { EXTERNAL_TEXTS } from '@lease/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { formatDate, formatMoney } from '../../ui/format';
import { statusLabel } from '../../ui/statusLabel';
import { SectionError } from './SectionError';
import { SectionHeader } from './SectionHeader';
import { clientQueries } from './clientQueries';

/** /client/{clientId}/overview: the portfolio at a glance, in figures. */
export function OverviewSection() {
  const { clientId = '' } = useParams();
  const overview = useQuery(clientQueries.overview(clientId));
  const o = overview.data;
  if (overview.error)
    return (
      <>
        <SectionHeader title="Overview" />
        <SectionError error={overview.error} />
      </>
    );
  return (
    <>
      <SectionHeader title="Overview" personalData={o?.access.personalData} />
      {!o ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <>
          <Typography variant="h6" component="h2">
            {EXTERNAL_TEXTS.viewTitle(o.landlordName)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {o.access.expiresAt
              ? EXTERNAL_TEXTS.accessUntil(formatDate(o.access.expiresAt))
              : EXTERNAL_TEXTS.accessOpenEnded}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            }}
          >
            <Card title="Buildings" figure={String(o.buildings)} />
            <Card
              title="Policies"
              figure={String(o.policies.byStatus.reduce((sum, s) => sum + s.count, 0))}
              rows={[
                ...o.policies.byStatus.map((s) => [statusLabel(s.status), String(s.count)] as const),
                ['Coverage in force', formatMoney(o.policies.inForceCoverage)],
                ['Monthly premium', formatMoney(o.policies.inForceMonthlyPremium)],
              ]}
            />
            <Card
              title="Claims"
              figure={String(o.claims.byStatus.reduce((sum, s) => sum + s.count, 0))}
              rows={[
                ...o.claims.byStatus.map((s) => [statusLabel(s.status), String(s.count)] as const),
                ['Indemnity paid', formatMoney(o.claims.indemnityPaid)],
              ]}
            />
            <Card
              title="Invoices due"
              figure={formatMoney(o.invoices.due.amount)}
              rows={[
                ['Due', String(o.invoices.due.count)],
                ['Past due', `${o.invoices.pastDue.count} · ${formatMoney(o.invoices.pastDue.amount)}`],
                ['Paid', `${o.invoices.paid.count} · ${formatMoney(o.invoices.paid.amount)}`],
              ]}
            />
          </Box>
        </>
      )}
    </>
  );
}

/** One figure with its breakdown, as a description list. */
function Card({
  title,
  figure,
  rows = [],
}: {
  title: string;
  figure: ReactNode;
  rows?: (readonly [string, string])[];
}) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, mb: rows.length ? 1 : 0 }}>{figure}</Typography>
      {rows.length > 0 && (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.25 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
