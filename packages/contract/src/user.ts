import { z } from 'zod';
import { roleSchema } from './roles.js';
import { themeSettingsSchema } from './theme.js';

export const MFA_METHODS = ['sms', 'email', 'voice', 'totp'] as const;
export const mfaMethodSchema = z.enum(MFA_METHODS);

/** The user of §3.1, as stored by the client under `user`. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  image: z.string().nullable(),
  jobTitle: z.string().nullable(),
  isVerified: z.boolean(),
  mfaMethod: mfaMethodSchema,
  phone: z.string().nullable(),
  theme: themeSettingsSchema,
  require2FA: z.boolean(),
  requirePasswordUpdate: z.boolean(),
  landlordId: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
