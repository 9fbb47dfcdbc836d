import { z } from 'zod';
import { nameField, textField } from '../list.js';
import { URL_TOKEN_PATTERN } from '../patterns.js';
import { defineRoute } from '../route.js';
import { roleSchema } from '../roles.js';
import { emailField, MESSAGES, newPasswordField, otpField, phoneField } from '../rules.js';
import { userSchema } from '../user.js';
import { invitePropertySchema, inviteStatusSchema } from './invites.js';

const inviteToken = z
  .string()
  .min(20, 'This invite link is not valid.')
  .max(200, { message: 'This invite link is not valid.', abort: true })
  .regex(URL_TOKEN_PATTERN, 'This invite link is not valid.');

/** The invite a link opens (§3.3), for the landing page to prefill and lock email and role. */
export const inviteDataSchema = z.object({
  status: inviteStatusSchema,
  type: z.enum(['landlord', 'user']),
  email: z.string(),
  role: roleSchema,
  landlordId: z.string().nullable(),
  landlordName: z.string().nullable(),
  requestor_email: z.string(),
  requestor_role: roleSchema,
  property_data: z.array(invitePropertySchema),
  /** A live account already has the invite's e-mail: the landing offers sign-in and accept, not register. */
  accountExists: z.boolean(),
});
export type InviteData = z.infer<typeof inviteDataSchema>;

export const checkToken = defineRoute({
  id: 'auth.check-token',
  method: 'GET',
  writes: false,
  path: '/auth/check-token',
  summary: 'The invite an invite link opens, to prefill the register form',
  tag: 'Auth',
  auth: 'public',
  query: z.strictObject({ token: inviteToken }),
  response: inviteDataSchema,
});

export const emailVerify = defineRoute({
  id: 'auth.emailverify',
  method: 'POST',
  writes: false,
  path: '/auth/emailverify',
  summary:
    "The register form's e-mail check, from its invite: the link must be open and sent to this address, which must be free",
  tag: 'Auth',
  auth: 'public',
  // The token, not the address alone, decides: without an invite the call tells nothing (issue 7, finding 5).
  body: z.strictObject({ email: emailField(), token: inviteToken }),
  response: z.object({ email: z.string(), available: z.literal(true) }),
});

/** The person fields a new account gives (§5: name and job title are required). */
const personName = nameField(100, 'Name').pipe(z.string().min(1, MESSAGES.required));
const jobTitle = textField(100, 'Job title').pipe(z.string().min(1, MESSAGES.required));

/**
 * The register form of §2.4 and §3.2 (email, role, password, passwordConfirm, phonenumber, jobtitle,
 * name, agree) with the rules and messages of §5; the form sends it to signup as username and friends.
 */
export const registerFormSchema = z
  .strictObject({
    email: emailField(),
    role: roleSchema,
    password: z.string().min(1, MESSAGES.required).pipe(newPasswordField),
    passwordConfirm: z.string(),
    phonenumber: z.string().min(1, MESSAGES.required).pipe(phoneField),
    jobtitle: jobTitle,
    name: personName,
    agree: z.boolean().refine((agreed) => agreed, MESSAGES.required),
  })
  .refine((form) => form.passwordConfirm !== '' && form.passwordConfirm === form.password, {
    message: MESSAGES.passwordMismatch,
    path: ['passwordConfirm'],
  });

export const signUp = defineRoute({
  id: 'auth.signup',
  method: 'POST',
  writes: true,
  path: '/auth/signup',
  summary: "Creates the invited user's account; role and landlord come from the invite",
  tag: 'Auth',
  auth: 'public',
  body: z.strictObject({
    token: inviteToken,
    username: personName,
    email: emailField(),
    password: newPasswordField,
    role: roleSchema.optional(),
    landlordId: z.string().max(64).nullish(),
    phonenumber: phoneField,
    jobtitle: jobTitle,
  }),
  response: userSchema,
});

export const declineInvite = defineRoute({
  id: 'auth.decline-invite',
  method: 'POST',
  writes: true,
  path: '/auth/decline-invite',
  summary: 'Declines an invite with a reason; the inviter is told by e-mail',
  tag: 'Auth',
  auth: 'public',
  body: z.strictObject({
    token: inviteToken,
    reason: textField(1000, 'Reason').pipe(z.string().min(1, MESSAGES.required)),
  }),
  response: z.null(),
});

/** What the lost-invite lookup answers for any address, so it tells nothing about who is invited. */
export const INVITE_LOOKUP_SENT = 'If an invite exists for this address, we e-mailed a code.';
/** How long the Accept and Decline links of a code-proven lookup stay valid (never past the invite). */
export const INVITE_LOOKUP_LINK_HOURS = 24;

/**
 * The invite data of §2.6 and §3.3, shown only to whoever proved the address with the e-mailed code:
 * 'invalid' when no open invite remains. The links are the lookup's own, working, single-use ones.
 */
export const inviteLookupSchema = z.object({
  status: z.enum(['found', 'invalid']),
  requestor_email: z.string().nullable(),
  requestor_role: roleSchema.nullable(),
  property_data: z.array(invitePropertySchema),
  decline_link: z.string().nullable(),
  accept_link: z.string().nullable(),
});
export type InviteLookup = z.infer<typeof inviteLookupSchema>;

export const findInvite = defineRoute({
  id: 'auth.find-invite',
  method: 'POST',
  writes: true,
  path: '/auth/find-invite',
  summary:
    'Lost invite, step 1: e-mails a 6-digit code to the address when it has an open invite; answers the same for any address',
  tag: 'Auth',
  auth: 'public',
  body: z.strictObject({ email: emailField() }),
  response: z.object({ resendAfter: z.number().int() }),
});

/** The lost-invite form of §2.6: Your Email is required (§5), then a valid address as findInvite checks it. */
export const findInviteFormSchema = z.strictObject({
  email: z.string().trim().min(1, MESSAGES.required).pipe(findInvite.body.shape.email),
});

export const findInviteCode = defineRoute({
  id: 'auth.find-invite-code',
  method: 'POST',
  writes: true,
  path: '/auth/find-invite/code',
  summary: 'Lost invite, step 2: with the e-mailed code, the invite data of §2.6 with working links',
  tag: 'Auth',
  auth: 'public',
  body: z.strictObject({ email: emailField(), code: otpField }),
  response: inviteLookupSchema,
});

export const inviteAuthRoutes = [
  checkToken,
  emailVerify,
  signUp,
  declineInvite,
  findInvite,
  findInviteCode,
] as const;
