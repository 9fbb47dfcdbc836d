import {
  CLAIM_STATUS_LABELS,
  CLAIM_TYPE_LABELS,
  PRODUCTS,
  ROLE_LABELS,
  STAGES,
  type AppReport,
  type ClaimType,
  type UserCountReport,
} from '@lease/contract';

/** The report's numbers shaped as tables: each chart draws from its table, so the two always agree. */

/** A chart's numbers as a table: its column headers and its rows, in the order they are read. */
export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
  /** Columns holding decimal dollars: the page shows them as money, the CSV keeps the plain decimals. */
  money?: number[];
}

const short = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
export const monthLabel = short;

/** Applications by stage (rows, in stage order) and product (columns), with a total per stage. */
export function applicationsTable(report: AppReport): ChartTable {
  const count = (stage: string, product: string) =>
    report.applications.find((a) => a.stage === stage && a.appType === product)?.count ?? 0;
  const rows = STAGES.map((s) => {
    const perProduct = PRODUCTS.map((p) => count(s.code, p.code));
    return [s.label, ...perProduct, perProduct.reduce((n, c) => n + c, 0)];
  }).filter((row) => row[row.length - 1] !== 0);
  return { columns: ['Stage', ...PRODUCTS.map((p) => p.label), 'Total'], rows };
}

export function inForceTable(report: AppReport): ChartTable {
  return {
    columns: ['Month', 'Policies in force', 'Coverage ($)'],
    rows: report.policiesInForce.map((p) => [short(p.month), p.count, p.coverage]),
    money: [2],
  };
}

export function claimTypesTable(report: AppReport): ChartTable {
  return {
    columns: ['Claim type', 'Claims'],
    rows: report.claimsByType.map((c) => [CLAIM_TYPE_LABELS[c.type as ClaimType] ?? c.type, c.count]),
  };
}

export function claimStatusTable(report: AppReport): ChartTable {
  return {
    columns: ['Status', 'Claims'],
    rows: report.claimsByStatus.map((c) => [CLAIM_STATUS_LABELS[c.status], c.count]),
  };
}

export function cancellationsTable(report: AppReport): ChartTable {
  return {
    columns: ['Reason', 'Cancellations'],
    rows: report.cancellations.map((c) => [c.reason ?? 'No reason given', c.count]),
  };
}

export function premiumsTable(report: AppReport): ChartTable {
  return {
    columns: ['Month', 'Invoiced ($)', 'Outstanding ($)'],
    rows: report.premiums.map((p) => [short(p.month), p.invoiced, p.outstanding]),
    money: [1, 2],
  };
}

export function largestTable(report: AppReport): ChartTable {
  return {
    columns: [report.type === 'admin' ? 'Landlord' : 'Building', 'Policies in force', 'Applications'],
    rows: report.largest.map((l) => [l.name, l.policies, l.applications]),
  };
}

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const percent = (share: number) => `${Math.round(share * 100)} %`;

/** Final claim decisions per week (and per landlord for the admin): how many, median hours, share in 24 h. */
export function timeToDecisionTable(report: AppReport): ChartTable {
  const perLandlord = report.type === 'admin';
  return {
    columns: [
      'Week of',
      ...(perLandlord ? ['Landlord'] : []),
      'Claims decided',
      'Median hours',
      'Within 24 h',
    ],
    rows: report.timeToDecision.map((w) => [
      dayLabel(w.week),
      ...(perLandlord ? [w.landlordName ?? ''] : []),
      w.decided,
      w.medianHours,
      percent(w.within24h),
    ]),
  };
}

/** The share decided within 24 hours per week, over every landlord of the view (weighted by claims). */
export function decidedWithinADay(report: AppReport): { week: string; percent: number }[] {
  const weeks = new Map<string, { decided: number; within: number }>();
  for (const w of report.timeToDecision) {
    const sum = weeks.get(w.week) ?? { decided: 0, within: 0 };
    weeks.set(w.week, { decided: sum.decided + w.decided, within: sum.within + w.within24h * w.decided });
  }
  return [...weeks].map(([week, sum]) => ({
    week: dayLabel(week),
    percent: Math.round((sum.within / sum.decided) * 100),
  }));
}

export function usersTable(users: UserCountReport): ChartTable {
  return {
    columns: ['Role', 'Users'],
    rows: users.byRole.map((r) => [ROLE_LABELS[r.role], r.count]),
  };
}
