import { z } from 'zod';
import { idField, pageFields, pageOf, textField } from '../list.js';
import { defineRoute } from '../route.js';

/** §6 leaves the Active Log to admins only: every other role's menu hides 'activelog'. */
export const ACTIVITY_ROLES = ['admin'] as const;

export const activityRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  /** The subject as people know it (an e-mail, a claim or invoice number, a rider id), when it has one. */
  subjectLabel: z.string().nullable(),
  ip: z.string().nullable(),
  /** The API key the change was made with (decision 0029): the row is the key's, acting as its user. */
  apiKeyId: z.string().nullable(),
  apiKeyName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type ActivityRow = z.infer<typeof activityRowSchema>;

const dateTime = (label: string) => z.iso.datetime({ offset: true, message: `${label} must be a date-time` });

/** What the Active Log is filtered by, on the grid and in its export. */
const activityFilter = {
  order: z.enum(['asc', 'desc'], 'Order is asc or desc').default('desc'),
  userId: idField('User id').optional(),
  /** The actor by e-mail address, as a person would name it. */
  user: textField(254, 'User').optional(),
  action: textField(100, 'Action').optional(),
  subjectType: textField(50, 'Subject').optional(),
  subjectId: textField(100, 'Subject id').optional(),
  from: dateTime('From').optional(),
  to: dateTime('To').optional(),
};

export const listActivity = defineRoute({
  id: 'activity.list',
  method: 'GET',
  writes: false,
  path: '/activity',
  summary: 'The Active Log: every change of state, newest first, filtered by user, action, subject and date',
  tag: 'Activity',
  auth: 'user',
  roles: ACTIVITY_ROLES,
  query: z.strictObject({
    ...pageFields(50),
    ...activityFilter,
  }),
  response: pageOf(activityRowSchema),
});

export const exportActivity = defineRoute({
  id: 'activity.export',
  method: 'GET',
  writes: false,
  path: '/activity/export',
  summary: 'Every row of the Active Log the filter selects, as CSV, streamed',
  tag: 'Activity',
  auth: 'user',
  roles: ACTIVITY_ROLES,
  file: true,
  query: z.strictObject(activityFilter),
  response: z.unknown(),
});

export const activityRoutes = [listActivity, exportActivity] as const;
