import { z } from 'zod';
import { idField, textField } from '../list.js';
import { roleSchema } from '../roles.js';
import { REQUEST_STATUSES, REQUEST_TYPES } from './notification-kinds.js';

export {
  REQUEST_STATUSES,
  REQUEST_TYPES,
  notificationPage,
  type RequestStatus,
  type RequestType,
} from './notification-kinds.js';

export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export const requestTypeSchema = z.enum(REQUEST_TYPES, 'Type is property, userproperty, invite or feedback');

/**
 * A notification with the wire names of §3.3 (request_type, request_status, requestor_email, user_img:
 * the requestor's picture). `direction` says how the viewer stands to it: 'to' it sent, 'from' it received.
 */
export const notificationSchema = z.object({
  id: z.string(),
  request_type: requestTypeSchema,
  request_status: requestStatusSchema,
  requestor_email: z.string(),
  requestor_name: z.string(),
  requestor_role: roleSchema,
  user_img: z.string().nullable(),
  recipient_email: z.string(),
  recipient_name: z.string(),
  /** A portfolio request: whose portfolio. */
  subject_email: z.string().nullable(),
  buildings: z.number().int(),
  /** The date a granted access ends; null for lasting access. */
  expires_at: z.string().nullable(),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  direction: z.enum(['to', 'from']),
  /** Counted by the bell: a request waiting for the viewer's answer, or an answer the viewer has not seen. */
  active: z.boolean(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A date an access expires on (YYYY-MM-DD); the server refuses one not after today. */
export const expiresAtField = z.iso.date('Expiry must be a date (YYYY-MM-DD)');

export const noteField = textField(500, 'Note');

/** The buildings of a request: at least one, each once. */
export const requestBuildingIds = z
  .array(idField('Building id'))
  .min(1, 'Choose at least one building')
  .max(200, 'Choose at most 200 buildings')
  .refine((ids) => new Set(ids).size === ids.length, 'A building is listed twice');
