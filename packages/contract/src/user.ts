import { z } from 'zod';
import { MFA_METHODS } from './mfa-methods.js';
import { roleSchema } from './roles.js';
import { themeSettingsSchema } from './theme.js';

export { MFA_METHODS } from './mfa-methods.js';

export const mfaMethodSchema = z.enum(MFA_METHODS);
export type MfaMethod = z.infer<typeof mfaMethodSchema>;

/**
 * The user of §3.1 as the server sends it, in the spec's wire names, so a client written against the
 * provider's API reads it unchanged (the web maps it to its stored `user` in apps/web/src/api/storedUser.ts).
 * `require_2fa` says whether this session still owes its second factor: false once verified.
 * `landlordId` is ours (the spec is silent): the landlord account the user works for.
 */
export const userSchema = z.object({
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  image: z.string().nullable(),
  job_title: z.string().nullable(),
  is_verified: z.boolean(),
  mfa_method: mfaMethodSchema,
  phone: z.string().nullable(),
  id: z.string(),
  theme: themeSettingsSchema,
  require_2fa: z.literal(false),
  require_password_update: z.boolean(),
  landlordId: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/**
 * The user before the second factor is verified: only what the code screen needs (issue 7, finding 9).
 * The e-mail and phone are masked; no id, role, name, picture or landlord until the code is right.
 */
export const pendingUserSchema = z.object({
  email: z.string(),
  phone: z.string().nullable(),
  mfa_method: mfaMethodSchema,
  require_2fa: z.literal(true),
});
export type PendingUser = z.infer<typeof pendingUserSchema>;

/** The caller of `GET /auth/profile`: the whole user, or the pending one before its second factor. */
export const sessionUserSchema = z.discriminatedUnion('require_2fa', [userSchema, pendingUserSchema]);
export type SessionUser = z.infer<typeof sessionUserSchema>;
