import Grid from '@mui/material/Grid';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PRODUCTS, type AppReport, type UserCountReport } from '@lease/contract';
import { ChartCard, type ChartTable } from './ChartCard';
import {
  applicationsTable,
  cancellationsTable,
  claimStatusTable,
  claimTypesTable,
  decidedWithinADay,
  inForceTable,
  largestTable,
  premiumsTable,
  timeToDecisionTable,
  usersTable,
} from './reportTables';

const HEIGHT = 260;

/** A bar per row of a two-column table: the label and its count. */
function SimpleBars({ table, horizontal }: { table: ChartTable; horizontal?: boolean }) {
  const labels = table.rows.map((r) => String(r[0]));
  const values = table.rows.map((r) => Number(r[1]));
  const band = { scaleType: 'band' as const, data: labels };
  return (
    <BarChart
      height={horizontal ? Math.max(HEIGHT, labels.length * 36) : HEIGHT}
      layout={horizontal ? 'horizontal' : 'vertical'}
      {...(horizontal ? { yAxis: [{ ...band, width: 160 }] } : { xAxis: [band] })}
      series={[{ data: values, label: table.columns[1] }]}
      hideLegend
      skipAnimation
    />
  );
}

/** Every chart of the application report, each with its table and CSV export. */
export function ReportCharts({ report, users }: { report: AppReport; users: UserCountReport | undefined }) {
  const apps = applicationsTable(report);
  const inForce = inForceTable(report);
  const premiums = premiumsTable(report);
  const decisions = timeToDecisionTable(report);
  const withinADay = decidedWithinADay(report);
  const range = `${report.from}_${report.to}`;
  const card = { xs: 12, lg: 6 } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={card}>
        <ChartCard
          title="Applications by stage and product"
          description="Applications created in the range, stacked by product."
          fileName={`applications-${range}.csv`}
          table={apps}
        >
          <BarChart
            height={HEIGHT}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: apps.rows.map((r) => String(r[0])), width: 170 }]}
            series={PRODUCTS.map((p, i) => ({
              data: apps.rows.map((r) => Number(r[i + 1])),
              label: p.label,
              stack: 'products',
            }))}
            skipAnimation
          />
        </ChartCard>
      </Grid>
      <Grid size={card}>
        <ChartCard
          title="Policies in force"
          description="Policies in force on the last day of each month, and the coverage they carry."
          fileName={`policies-in-force-${range}.csv`}
          table={inForce}
        >
          <LineChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'point', data: inForce.rows.map((r) => String(r[0])) }]}
            yAxis={[{ id: 'count' }, { id: 'coverage', position: 'right', width: 70 }]}
            series={[
              { data: inForce.rows.map((r) => Number(r[1])), label: 'Policies', yAxisId: 'count' },
              { data: inForce.rows.map((r) => Number(r[2])), label: 'Coverage ($)', yAxisId: 'coverage' },
            ]}
            skipAnimation
          />
        </ChartCard>
      </Grid>
      <Grid size={card}>
        <ChartCard
          title="Premium invoiced and outstanding"
          description="Premium invoiced for each month (void invoices left out) and what is still owed of it."
          fileName={`premiums-${range}.csv`}
          table={premiums}
        >
          <BarChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'band', data: premiums.rows.map((r) => String(r[0])) }]}
            yAxis={[{ width: 70 }]}
            series={[
              { data: premiums.rows.map((r) => Number(r[1])), label: 'Invoiced' },
              { data: premiums.rows.map((r) => Number(r[2])), label: 'Outstanding' },
            ]}
            skipAnimation
          />
        </ChartCard>
      </Grid>
      <Grid size={card}>
        <ChartCard
          title="Time to decision"
          description="Claims approved or denied in the range, by week: hours from filing to the decision, and the share decided within 24 hours."
          fileName={`time-to-decision-${range}.csv`}
          table={decisions}
        >
          <BarChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'band', data: withinADay.map((w) => w.week) }]}
            yAxis={[{ min: 0, max: 100, width: 50 }]}
            series={[{ data: withinADay.map((w) => w.percent), label: 'Decided within 24 h (%)' }]}
            skipAnimation
          />
        </ChartCard>
      </Grid>
      {(
        [
          [
            'Claims by type',
            'Claims filed in the range; a claim of two types counts in each.',
            claimTypesTable(report),
            'claims-by-type',
          ],
          [
            'Claims by status',
            'Claims filed in the range, by where they stand now.',
            claimStatusTable(report),
            'claims-by-status',
          ],
          [
            'Cancellations by reason',
            'Policy cancellations requested in the range.',
            cancellationsTable(report),
            'cancellations',
          ],
          [
            report.type === 'admin' ? 'Largest landlords' : 'Largest buildings',
            'By policies in force today, at most ten.',
            largestTable(report),
            'largest',
          ],
          ...(users
            ? [
                [
                  'Users by role',
                  'People in your scope by role.',
                  usersTable(users),
                  'users-by-role',
                ] as const,
              ]
            : []),
        ] as const
      ).map(([title, description, table, file]) => (
        <Grid size={card} key={file}>
          <ChartCard title={title} description={description} fileName={`${file}-${range}.csv`} table={table}>
            <SimpleBars table={table} horizontal />
          </ChartCard>
        </Grid>
      ))}
    </Grid>
  );
}
