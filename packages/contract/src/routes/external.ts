import { z } from 'zod';
import { EXTERNAL_STATUSES } from '../client-view.js';
import { idField, listParams, nameField, pageOf } from '../list.js';
import { defineRoute } from '../route.js';
import { emailField } from '../rules.js';

/**
 * A landlord's management of its outside parties (decision 0032): the landlord and its Full Portfolio
 * users for their own landlord, an admin for any (naming it). An external invite is an invite of role
 * `external`: the outside party signs up with its code like every invite.
 */
export const EXTERNAL_MANAGERS = ['admin', 'll', 'vp'] as const;

// Giving an outside party access is a person's act, like making a key: no key may do it.
const managers = { auth: 'user', roles: EXTERNAL_MANAGERS, tag: 'External', apiKey: false } as const;

/** One outside party's grant on one landlord, as the management page lists it. */
export const externalGrantRowSchema = z.object({
  id: z.string(),
  landlordId: z.string(),
  landlordName: z.string(),
  name: z.string(),
  email: z.string(),
  /** Null until the invite is taken up (status 'invited'). */
  userId: z.string().nullable(),
  status: z.enum(EXTERNAL_STATUSES),
  /** Until when the access lasts; null: it does not expire. */
  expiresAt: z.string().nullable(),
  /** Whether tenant names and contacts are shown. */
  personalData: z.boolean(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** When the outside party last read a section (from the Active Log); null: never. */
  lastReadAt: z.string().nullable(),
});
export type ExternalGrantRow = z.infer<typeof externalGrantRowSchema>;

export const EXTERNAL_SORTS = ['createdAt', 'name', 'email', 'expiresAt'] as const;

/**
 * An instant with its offset (the web sends the end of the day picked); the server refuses one that is
 * not in the future (EXTERNAL_TEXTS.expiresInPast), by its own clock.
 */
const expiresAtField = z.iso.datetime({ offset: true, message: 'Access end must be a date-time' }).nullable();

const grantFields = {
  expiresAt: expiresAtField.default(null),
  personalData: z.boolean('Personal data must be true or false').default(false),
};

export const listExternals = defineRoute({
  ...managers,
  id: 'external.list',
  method: 'GET',
  writes: false,
  path: '/external/grants',
  summary: "A landlord's outside parties: their grant, its status and when they last read",
  query: z.strictObject({
    ...listParams(EXTERNAL_SORTS),
    /** Required of an admin; a landlord user lists its own landlord's. */
    landlordId: idField('Landlord id').optional(),
  }),
  response: pageOf(externalGrantRowSchema),
});

export const inviteExternal = defineRoute({
  ...managers,
  id: 'external.invite',
  method: 'POST',
  writes: true,
  path: '/external/invite',
  summary: 'Invites an outside party (broker, accountant, auditor) to a read-only view of the portfolio',
  body: z.strictObject({
    /** Required of an admin; a landlord user invites to its own landlord. */
    landlordId: idField('Landlord id').optional(),
    email: emailField(),
    name: nameField(100, 'Name').pipe(z.string().min(1, 'Name is required')),
    ...grantFields,
  }),
  response: externalGrantRowSchema,
});

export const updateExternal = defineRoute({
  ...managers,
  id: 'external.update',
  method: 'PUT',
  writes: true,
  path: '/external/grant',
  summary: "Changes an outside party's access end and whether it sees personal data",
  body: z.strictObject({
    id: idField('Grant id'),
    expiresAt: expiresAtField,
    personalData: z.boolean('Personal data must be true or false'),
  }),
  response: externalGrantRowSchema,
});

export const revokeExternal = defineRoute({
  ...managers,
  id: 'external.revoke',
  method: 'POST',
  writes: true,
  path: '/external/revoke',
  summary: "Revokes an outside party's access: its sessions end at once",
  body: z.strictObject({ id: idField('Grant id') }),
  response: externalGrantRowSchema,
});

export const externalRoutes = [listExternals, inviteExternal, updateExternal, revokeExternal] as const;
