import Grid from '@mui/material/Grid';
import { PRODUCTS, type AppReport, type UserCountReport } from '@lease/contract';
import { ChartCard } from './ChartCard';
import { BarChart } from './charts/BarChart';
import { COUNT, MONEY, PERCENT } from './charts/formats';
import { LineChart } from './charts/LineChart';
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
  type ChartTable,
} from './reportTables';

/** A table's first column: the chart's categories. */
const labels = (table: ChartTable) => table.rows.map((r) => String(r[0]));
/** One of a table's number columns (money columns hold decimal strings). */
const column = (table: ChartTable, c: number) => table.rows.map((r) => Number(r[c]));

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
          {(a11y) => (
            <BarChart
              a11y={a11y}
              horizontal
              stacked
              categories={labels(apps)}
              series={PRODUCTS.map((p, i) => ({ label: p.label, values: column(apps, i + 1) }))}
              format={COUNT}
            />
          )}
        </ChartCard>
      </Grid>
      <Grid size={card}>
        <ChartCard
          title="Policies in force"
          description="Policies in force on the last day of each month, and the coverage they carry."
          fileName={`policies-in-force-${range}.csv`}
          table={inForce}
        >
          {(a11y) => (
            <LineChart
              a11y={a11y}
              categories={labels(inForce)}
              left={{ label: 'Policies', values: column(inForce, 1), format: COUNT }}
              right={{ label: 'Coverage', values: column(inForce, 2), format: MONEY }}
            />
          )}
        </ChartCard>
      </Grid>
      <Grid size={card}>
        <ChartCard
          title="Premium invoiced and outstanding"
          description="Premium invoiced for each month (void invoices left out) and what is still owed of it."
          fileName={`premiums-${range}.csv`}
          table={premiums}
        >
          {(a11y) => (
            <BarChart
              a11y={a11y}
              categories={labels(premiums)}
              series={[
                { label: 'Invoiced', values: column(premiums, 1) },
                { label: 'Outstanding', values: column(premiums, 2) },
              ]}
              format={MONEY}
            />
          )}
        </ChartCard>
      </Grid>
      <Grid size={card}>
        <ChartCard
          title="Time to decision"
          description="Claims approved or denied in the range, by week: hours from filing to the decision, and the share decided within 24 hours."
          fileName={`time-to-decision-${range}.csv`}
          table={decisions}
        >
          {(a11y) => (
            <BarChart
              a11y={a11y}
              categories={withinADay.map((w) => w.week)}
              series={[{ label: 'Decided within 24 h', values: withinADay.map((w) => w.percent) }]}
              format={PERCENT}
              max={100}
            />
          )}
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
            {(a11y) => (
              <BarChart
                a11y={a11y}
                horizontal
                categories={labels(table)}
                series={[{ label: table.columns[1] ?? '', values: column(table, 1) }]}
                format={COUNT}
              />
            )}
          </ChartCard>
        </Grid>
      ))}
    </Grid>
  );
}
