import type { MfaMethod, PendingUser, Role, ThemeSettings, User } from '@lease/contract';

/**
 * The user as the client keeps it under `user`, in the names §3.1 gives the client: name (from
 * username), jobTitle (job_title), isVerified (is_verified), mfaMethod (mfa_method), require2FA
 * (require_2fa), requirePasswordUpdate (require_password_update); the rest as sent. `landlordId` is
 * ours (the spec is silent). storedSession.ts checks what local storage holds against it.
 */
export interface StoredUser {
  name: string;
  email: string;
  role: Role;
  image: string | null;
  jobTitle: string | null;
  isVerified: boolean;
  mfaMethod: MfaMethod;
  phone: string | null;
  id: string;
  theme: ThemeSettings;
  require2FA: false;
  requirePasswordUpdate: boolean;
  landlordId: string | null;
}

/** The user while the session owes its second factor: what the code screen needs, masked by the server. */
export interface PendingStoredUser {
  email: string;
  phone: string | null;
  mfaMethod: MfaMethod;
  require2FA: true;
}

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
