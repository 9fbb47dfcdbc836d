import { z } from 'zod';
import { idField, textField } from '../list.js';
import { defineRoute } from '../route.js';
import { roleSchema } from '../roles.js';
import { invitePropertySchema } from './invites.js';
import { expiresAtField, noteField, notificationSchema, requestBuildingIds } from './notification-schemas.js';

/** Roles that ask for access: ll, vp and admin already see every building they could ask for. */
export const REQUESTER_ROLES = ['rm', 'pm'] as const;

/** Someone one may ask: a landlord user (for buildings) or a user whose portfolio one may ask for. */
export const personOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type PersonOption = z.infer<typeof personOptionSchema>;

export const requestLandlords = defineRoute({
  id: 'delegation.request-landlord',
  method: 'GET',
  writes: false,
  path: '/delegation/request-landlord',
  summary: "The landlord users of the caller's own landlord: whom a request for buildings goes to",
  tag: 'Delegation',
  auth: 'user',
  roles: REQUESTER_ROLES,
  response: z.array(personOptionSchema),
});

export const requestVps = defineRoute({
  id: 'delegation.request-vp',
  method: 'GET',
  writes: false,
  path: '/delegation/request-vp',
  summary: "Users of the caller's landlord whose portfolio it may ask for (vp and rm), never itself",
  tag: 'Delegation',
  auth: 'user',
  roles: REQUESTER_ROLES,
  response: z.array(personOptionSchema),
});

export const requestBuildings = defineRoute({
  id: 'delegation.request-building',
  method: 'GET',
  writes: false,
  path: '/delegation/request-building',
  summary:
    "Buildings of the caller's landlord it may ask for: not held already, not asked for in a pending request",
  tag: 'Delegation',
  auth: 'user',
  roles: REQUESTER_ROLES,
  query: z.strictObject({ q: textField(200, 'Search').optional() }),
  response: z.array(invitePropertySchema),
});

export const requestProperty = defineRoute({
  id: 'delegation.request-property',
  method: 'POST',
  writes: true,
  path: '/delegation/request-property',
  summary: 'Asks a landlord user for access to buildings, optionally until a date',
  tag: 'Delegation',
  auth: 'user',
  roles: REQUESTER_ROLES,
  body: z.strictObject({
    userId: idField('User id'),
    buildingIds: requestBuildingIds,
    expires_at: expiresAtField.optional(),
    note: noteField.optional(),
  }),
  response: notificationSchema,
});

/**
 * The request form's own fields, for either request: an empty date asks for lasting access and an empty
 * note says nothing, so the form leaves both out of the body; whom and which buildings are its pickers'.
 */
export const requestAccessFormSchema = z.strictObject({
  expires_at: z.union([z.literal(''), expiresAtField]),
  note: noteField,
});

export const requestUserProperty = defineRoute({
  id: 'delegation.request-userproperty',
  method: 'POST',
  writes: true,
  path: '/delegation/request-userproperty',
  summary: 'Asks a user for access to its portfolio; accepted at once when the caller manages that user',
  tag: 'Delegation',
  auth: 'user',
  roles: REQUESTER_ROLES,
  body: z.strictObject({
    userId: idField('User id'),
    expires_at: expiresAtField.optional(),
    note: noteField.optional(),
  }),
  response: notificationSchema,
});

/** §3.2: the role whose list the client refreshes after the change (§4 'Delegation accept'). */
export const delegationSchema = z.object({ accepter_role: z.enum(['vp', 'rm', 'pm']) });

export const delegationDetail = defineRoute({
  id: 'property.delegation',
  method: 'GET',
  writes: false,
  path: '/property/delegation',
  summary: 'One request of the caller (sent or received) with its buildings',
  tag: 'Delegation',
  auth: 'user',
  query: z.strictObject({ id: idField('Request id') }),
  response: z.object({
    notification: notificationSchema,
    property_data: z.array(invitePropertySchema),
    delegation: delegationSchema,
  }),
});

export const delegationRoutes = [
  requestLandlords,
  requestVps,
  requestBuildings,
  requestProperty,
  requestUserProperty,
  delegationDetail,
] as const;
