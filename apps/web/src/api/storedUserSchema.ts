import { pendingUserSchema, userSchema } from '@lease/contract';
import type { z } from 'zod';

const wire = userSchema.shape;
const pendingWire = pendingUserSchema.shape;

/**
 * The user as the client keeps it under `user`, in the names §3.1 gives the client: name (from
 * username), jobTitle (job_title), isVerified (is_verified), mfaMethod (mfa_method), require2FA
 * (require_2fa), requirePasswordUpdate (require_password_update); the rest as sent. `landlordId` is
 * ours (the spec is silent). It checks what local storage holds; storedUser.ts does the mapping.
 */
export const storedUserSchema = userSchema
  .pick({ email: true, role: true, image: true, phone: true, id: true, theme: true, landlordId: true })
  .extend({
    name: wire.username,
    jobTitle: wire.job_title,
    isVerified: wire.is_verified,
    mfaMethod: wire.mfa_method,
    require2FA: wire.require_2fa,
    requirePasswordUpdate: wire.require_password_update,
  });
export type StoredUser = z.infer<typeof storedUserSchema>;

/** The user while the session owes its second factor: what the code screen needs, masked by the server. */
export const pendingStoredUserSchema = pendingUserSchema
  .pick({ email: true, phone: true })
  .extend({ mfaMethod: pendingWire.mfa_method, require2FA: pendingWire.require_2fa });
export type PendingStoredUser = z.infer<typeof pendingStoredUserSchema>;
