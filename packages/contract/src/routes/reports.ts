import { z } from 'zod';
import { CLAIM_STATUSES } from '../claims/texts.js';
import { PRODUCT_CODES, STAGE_CODES } from '../codes.js';
import { INVOICE_STATUSES } from '../invoices/texts.js';
import { idField } from '../list.js';
import { ROLES } from '../roles.js';
import { defineRoute } from '../route.js';
import { MONTH_PATTERN } from '../patterns.js';

/** The flagged cancellation report (file 2 §3): how many policies in scope wait for a decision. */
export const flaggedCancelCount = defineRoute({
  id: 'report.flagged-cancel-count',
  method: 'GET',
  writes: false,
  path: '/report/flagged-cancel-count',
  summary: 'How many policies in scope are flagged for potential claim or cancellation (the sidebar badge)',
  tag: 'Report',
  auth: 'user',
  response: z.object({ count: z.number().int() }),
});

/**
 * Who reads the report pages: every role whose menu shows 'report' (file 1 §6 hides it from pm). The
 * server refuses pm with 403 rather than leaving a hidden page's calls open (decision 16). The flagged
 * count above stays open to pm: its sidebar badge needs it.
 */
export const REPORT_ROLES = ['admin', 'll', 'vp', 'rm'] as const;

/** The longest range a report covers: ten years of monthly points. */
export const REPORT_MONTHS_MAX = 120;

const month = (label: string) =>
  z
    .string()
    .max(7, { message: `${label} must be a month as YYYY-MM`, abort: true })
    .regex(MONTH_PATTERN, `${label} must be a month as YYYY-MM`);

const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;

/**
 * The filters every report takes: a landlord and a building in the caller's scope (either outside it
 * answers 404), and a range of whole months, both ends included. Without a range: the twelve months up
 * to this one. Reports count by month, so a range is months, not days (decision 16).
 */
export const reportFilterSchema = z
  .strictObject({
    landlordId: idField('Landlord id').optional(),
    buildingId: idField('Building id').optional(),
    from: month('From').optional(),
    to: month('To').optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'From must not be after To', path: ['from'] })
  .refine((f) => !f.from || !f.to || monthIndex(f.to) - monthIndex(f.from) < REPORT_MONTHS_MAX, {
    message: `A report covers at most ${REPORT_MONTHS_MAX} months`,
    path: ['from'],
  });
export type ReportFilter = z.input<typeof reportFilterSchema>;

/** The view the answer picks (file 1 §6): every landlord, one landlord's portfolio, or buildings. */
export const REPORT_TYPES = ['admin', 'landlord', 'building'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

const money = z.string();
/** What every report answers besides its numbers: its view and the months it covers. */
const reportHead = {
  type: z.enum(REPORT_TYPES),
  from: z.string(),
  to: z.string(),
};

export const appReportSchema = z.object({
  ...reportHead,
  /** Applications created in the range, by stage and product. */
  applications: z.array(
    z.object({ stage: z.enum(STAGE_CODES), appType: z.enum(PRODUCT_CODES), count: z.number() }),
  ),
  /** Policies in force on the last day of each month of the range, and their total coverage. */
  policiesInForce: z.array(z.object({ month: z.string(), count: z.number(), coverage: money })),
  /** Claims filed in the range, by claim type (a claim of two types counts in each) and by status. */
  claimsByType: z.array(z.object({ type: z.string(), count: z.number() })),
  claimsByStatus: z.array(z.object({ status: z.enum(CLAIM_STATUSES), count: z.number() })),
  /** Policies cancelled (requested) in the range, by the reason given; null when none was. */
  cancellations: z.array(z.object({ reason: z.string().nullable(), count: z.number() })),
  /** Premium invoiced per month of the range, and what is still owed of it (open, past due, disputed). */
  premiums: z.array(z.object({ month: z.string(), invoiced: money, outstanding: money })),
  /**
   * Time to decision: the claims given a final decision (approve or deny) in the range, per week (its
   * Monday, UTC) and, in the admin view, per landlord: how many, the median hours from filing to the
   * decision, and the share decided within 24 hours (0 to 1). A documents request does not stop the clock.
   */
  timeToDecision: z.array(
    z.object({
      week: z.string(),
      landlordId: z.string().nullable(),
      landlordName: z.string().nullable(),
      decided: z.number(),
      medianHours: z.number(),
      within24h: z.number(),
    }),
  ),
  /** The largest landlords (admin view) or buildings (the others) in scope, by policies in force today. */
  largest: z.array(
    z.object({ id: z.string(), name: z.string(), applications: z.number(), policies: z.number() }),
  ),
});
export type AppReport = z.infer<typeof appReportSchema>;

export const userCountSchema = z.object({
  ...reportHead,
  total: z.number(),
  byRole: z.array(z.object({ role: z.enum(ROLES), count: z.number() })),
});
export type UserCountReport = z.infer<typeof userCountSchema>;

export const buildingCountSchema = z.object({
  ...reportHead,
  count: z.number(),
  units: z.number(),
});
export type BuildingCountReport = z.infer<typeof buildingCountSchema>;

export const landlordCountSchema = z.object({ ...reportHead, count: z.number() });
export type LandlordCountReport = z.infer<typeof landlordCountSchema>;

/** The statuses whose invoices are still owed: outstanding is amount less credited of these. */
export const OUTSTANDING_STATUSES = INVOICE_STATUSES.filter((s) => s !== 'paid' && s !== 'void');

const report = <const R extends z.ZodType>(id: string, path: string, summary: string, response: R) =>
  defineRoute({
    id,
    method: 'GET',
    writes: false,
    path,
    summary,
    tag: 'Report',
    auth: 'user',
    roles: REPORT_ROLES,
    query: reportFilterSchema,
    response,
  });

export const userCount = report(
  'report.usercount',
  '/report/usercount',
  'Live users in scope by role, created by the end of the range (userCount)',
  userCountSchema,
);
export const appReport = report(
  'report.app',
  '/report/app',
  'Applications, policies in force, claims, cancellations and premiums in scope (admin, landlord or building view)',
  appReportSchema,
);
export const buildingCount = report(
  'report.building',
  '/report/building',
  'Buildings in scope and their units, created by the end of the range (buildingCount)',
  buildingCountSchema,
);
export const landlordCount = report(
  'report.landlord',
  '/report/landlord',
  'Landlord accounts in scope, created by the end of the range (landlordCount)',
  landlordCountSchema,
);

export const reportRoutes = [flaggedCancelCount, userCount, appReport, buildingCount, landlordCount] as const;
