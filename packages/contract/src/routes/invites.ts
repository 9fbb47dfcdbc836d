import { z } from 'zod';
import { idField, listParams, nameField, pageOf } from '../list.js';
import { INVITABLE_ROLES, ROLES_THAT } from '../policies.js';
import { defineRoute } from '../route.js';
import { roleSchema } from '../roles.js';
import { emailField } from '../rules.js';

/** How long an invite link stays valid. */
export const INVITE_TTL_DAYS = 14;

export const INVITE_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export const inviteStatusSchema = z.enum(INVITE_STATUSES, 'Type is pending, accepted, declined or expired');
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

/** A property of an invite, with the field names of §2.6 and §3.3. */
export const invitePropertySchema = z.object({
  id: z.string(),
  name: z.string(),
  building_type: z.string(),
  email_address: z.string().nullable(),
  total_of_units: z.number().int(),
  billingState: z.string(),
  billingCity: z.string(),
});
export type InviteProperty = z.infer<typeof invitePropertySchema>;

export const inviteRowSchema = z.object({
  id: z.string(),
  type: z.enum(['landlord', 'user']),
  email: z.string(),
  role: roleSchema,
  status: inviteStatusSchema,
  landlordId: z.string().nullable(),
  landlordName: z.string().nullable(),
  invitedByEmail: z.string(),
  invitedByRole: roleSchema,
  buildings: z.number().int(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type InviteRow = z.infer<typeof inviteRowSchema>;

const INVITE_SORTS = ['createdAt', 'email', 'expiresAt', 'status'] as const;
const inviteList = listParams(INVITE_SORTS);

/** What an invite call answers: the invite as listed, and whether an earlier pending one was renewed. */
const sentInviteSchema = z.object({ invite: inviteRowSchema, renewed: z.boolean() });

export const landlordInvite = defineRoute({
  id: 'invite.landlord-invite',
  method: 'POST',
  writes: true,
  path: '/invite/landlord-invite',
  summary: 'Invites a new landlord account by e-mail (admin)',
  tag: 'Invite',
  auth: 'user',
  roles: ROLES_THAT.inviteLandlord,
  body: z.strictObject({
    email: emailField(),
    landlordName: nameField(200, 'Landlord name').pipe(z.string().min(1, 'Landlord name is required')),
  }),
  response: sentInviteSchema,
});

export const landlordInvites = defineRoute({
  id: 'user.invite-landlords',
  method: 'GET',
  writes: false,
  path: '/user/invite-landlords',
  summary: 'Landlord invites by status (admin)',
  tag: 'Invite',
  auth: 'user',
  roles: ['admin'],
  query: z.strictObject({ ...inviteList, type: inviteStatusSchema }),
  response: pageOf(inviteRowSchema),
});

/** §4: the follow-up the page runs after the call; echoed back in the answer. */
export const INVITE_FOLLOW_UPS = ['invite', 'resend-email', 'resend-request'] as const;

export const inviteUser = defineRoute({
  id: 'invite.invite-user',
  method: 'POST',
  writes: true,
  path: '/invite/invite-user',
  summary: "Invites a vp, rm or pm below the caller's role to buildings in the caller's scope",
  tag: 'Invite',
  auth: 'user',
  roles: ROLES_THAT.inviteUser,
  body: z.strictObject({
    email: emailField(),
    role: z.enum(INVITABLE_ROLES, 'Role is vp, rm or pm'),
    buildingIds: z
      .array(idField('Building id'))
      .max(2000, 'Choose at most 2000 buildings')
      .refine((ids) => new Set(ids).size === ids.length, 'A building is listed twice'),
    type: z.enum(INVITE_FOLLOW_UPS).default('invite'),
  }),
  response: sentInviteSchema.extend({ type: z.enum(INVITE_FOLLOW_UPS) }),
});

export const propertyInvites = defineRoute({
  id: 'invite.invite-property',
  method: 'POST',
  writes: false,
  path: '/invite/invite-property',
  summary: 'The property invite list: user invites in scope for one role, by status',
  tag: 'Invite',
  auth: 'user',
  roles: ['admin', 'll', 'vp', 'rm'],
  body: z.strictObject({
    ...inviteList,
    inviteRole: z.enum(INVITABLE_ROLES, 'inviteRole is vp, rm or pm'),
    landlordId: idField('Landlord id').optional(),
    status: inviteStatusSchema.optional(),
  }),
  response: pageOf(inviteRowSchema),
});

export const propertiesOfUser = defineRoute({
  id: 'invite.invite-property-of-user',
  method: 'POST',
  writes: false,
  path: '/invite/invite-property-of-user',
  summary: "The properties a user of the caller's line holds, as invite rows",
  tag: 'Invite',
  auth: 'user',
  roles: ['admin', 'll', 'vp', 'rm'],
  body: z.strictObject({ userId: idField('User id') }),
  response: z.object({ role: roleSchema, email: z.string(), property_data: z.array(invitePropertySchema) }),
});

export const resendInvite = defineRoute({
  id: 'invite.resend',
  method: 'POST',
  writes: true,
  path: '/invite/resend',
  summary: 'Sends a pending or expired invite again with a new link, valid 14 days',
  tag: 'Invite',
  auth: 'user',
  roles: ['admin', 'll', 'vp', 'rm'],
  body: z.strictObject({ id: idField('Invite id') }),
  response: sentInviteSchema,
});

export const acceptInvite = defineRoute({
  id: 'invite.accept',
  method: 'POST',
  writes: true,
  path: '/invite/accept',
  summary: 'The signed-in user accepts an invite addressed to it: its buildings are granted, no new account',
  tag: 'Invite',
  auth: 'user',
  roles: ['vp', 'rm', 'pm'],
  body: z.strictObject({
    token: z.string().min(1, 'The invite token is required').max(200, 'The invite token is too long'),
  }),
  response: z.object({ buildingsGranted: z.number().int() }),
});

export const inviteRoutes = [
  landlordInvite,
  landlordInvites,
  inviteUser,
  propertyInvites,
  propertiesOfUser,
  resendInvite,
  acceptInvite,
] as const;
