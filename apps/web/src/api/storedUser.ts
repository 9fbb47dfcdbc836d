import type { PendingUser, User } from '@lease/contract';
import type { PendingStoredUser, StoredUser } from './storedUserSchema';

export type { PendingStoredUser, StoredUser } from './storedUserSchema';

/**
 * The one place the server's wire names (§3.1: username, job_title, is_verified, mfa_method,
 * require_2fa, require_password_update) become the client's stored names. It imports only types, so
 * a page that maps a sign-in loads no zod for it.
 */
export const toStoredUser = (user: User): StoredUser => ({
  name: user.username,
  email: user.email,
  role: user.role,
  image: user.image,
  jobTitle: user.job_title,
  isVerified: user.is_verified,
  mfaMethod: user.mfa_method,
  phone: user.phone,
  id: user.id,
  theme: user.theme,
  require2FA: false,
  requirePasswordUpdate: user.require_password_update,
  landlordId: user.landlordId,
});

export const toPendingStoredUser = (user: PendingUser): PendingStoredUser => ({
  email: user.email,
  phone: user.phone,
  mfaMethod: user.mfa_method,
  require2FA: true,
});
