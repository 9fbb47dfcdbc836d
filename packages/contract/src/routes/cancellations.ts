import { z } from 'zod';
import { idField, pageFields, pageOf, textField } from '../list.js';
import { RIDER_ID_PATTERN } from '../patterns.js';
import { defineRoute } from '../route.js';

/** How many policies one cancellation or dismissal may name: a page of the Flagged grid at most. */
export const CANCEL_BATCH_MAX = 100;
/** Cancellation takes effect within 24 hours (file 2 §9): coverage stops this long after the request. */
export const CANCEL_EFFECTIVE_AFTER_HOURS = 24;

/** A rider number as the portal issues it (R- and seven digits) or as older records carry it. */
const riderIdField = z
  .string('Rider id must be text')
  .trim()
  .min(1, 'Rider id is required')
  .max(40, { message: 'Rider id is too long (at most 40 characters)', abort: true })
  .regex(RIDER_ID_PATTERN, 'Rider id may hold only letters, digits and dashes');

const riderIds = z
  .array(riderIdField, 'Rider ids must be a list')
  .min(1, 'Choose at least one policy')
  .max(CANCEL_BATCH_MAX, `Choose at most ${CANCEL_BATCH_MAX} policies at once`)
  .refine((ids) => new Set(ids).size === ids.length, 'A rider id is named twice');

export const cancelledPolicySchema = z.object({ rider_id: z.string(), effective_at: z.string() });

export const cancelPolicy = defineRoute({
  id: 'property.cancel-policy',
  method: 'POST',
  writes: true,
  path: '/property/cancel-policy',
  summary:
    'Cancels policies in force by rider id: all or none; coverage stops within 24 hours, premiums already due stay due',
  tag: 'Property',
  auth: 'user',
  body: z.strictObject({
    riderIds,
    reason: textField(500, 'Reason').optional(),
  }),
  response: z.object({ cancelled: z.array(cancelledPolicySchema) }),
});

export const dismissFlag = defineRoute({
  id: 'property.dismiss-flag',
  method: 'POST',
  writes: true,
  path: '/property/dismiss-flag',
  summary: 'Resolves the flags of policies without cancelling them, with the reason why (all or none)',
  tag: 'Property',
  auth: 'user',
  body: z.strictObject({
    riderIds,
    reason: textField(500, 'Reason').pipe(z.string().min(1, 'Say why the flag is dismissed')),
  }),
  response: z.object({ dismissed: z.array(z.string()) }),
});

/** One cancellation of the Policy Cancel Log. */
export const cancelLogRowSchema = z.object({
  id: z.string(),
  rider_id: z.string(),
  application_id: z.string(),
  tenant_1_name: z.string().nullable(),
  apartment_building_name: z.string(),
  revised_unit_number: z.string(),
  lanlord_account_name: z.string(),
  requested_by_name: z.string().nullable(),
  requested_by_email: z.string().nullable(),
  requested_at: z.string(),
  effective_at: z.string(),
  reason: z.string().nullable(),
});
export type CancelLogRow = z.infer<typeof cancelLogRowSchema>;

const dateTime = (label: string) => z.iso.datetime({ offset: true, message: `${label} must be a date-time` });

/** What the Policy Cancel Log is filtered by, on the grid and in its export. */
const cancelLogFilter = {
  order: z.enum(['asc', 'desc'], 'Order is asc or desc').default('desc'),
  /** Rider id, tenant, building or the requester's e-mail. */
  q: textField(200, 'Search').optional(),
  buildingId: idField('Building id').optional(),
  landlordId: idField('Landlord id').optional(),
  from: dateTime('From').optional(),
  to: dateTime('To').optional(),
};

export const cancelLogs = defineRoute({
  id: 'property.cancel-logs',
  method: 'GET',
  writes: false,
  path: '/property/cancel-logs',
  summary:
    'The Policy Cancel Log: every cancellation in scope, newest first, who asked, when and the effective time',
  tag: 'Property',
  auth: 'user',
  query: z.strictObject({
    ...pageFields(),
    ...cancelLogFilter,
  }),
  response: pageOf(cancelLogRowSchema),
});

export const exportCancelLogs = defineRoute({
  id: 'property.cancel-logs-export',
  method: 'GET',
  writes: false,
  path: '/property/cancel-logs/export',
  summary: 'Every cancellation of the Policy Cancel Log the filter selects, as CSV, streamed',
  tag: 'Property',
  auth: 'user',
  file: true,
  query: z.strictObject(cancelLogFilter),
  response: z.unknown(),
});

export const cancellationRoutes = [cancelPolicy, dismissFlag, cancelLogs, exportCancelLogs] as const;
