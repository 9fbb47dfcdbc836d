import { MFA_METHODS, readThemeSettings, ROLES } from '@lease/contract';
import { USER_KEY } from './session';
import type { PendingStoredUser, StoredUser } from './storedUser';

/*
 * Every page reads the stored user before it draws, so its check is written by hand rather than with
 * zod, which would otherwise load with every page (issue #27). storedUser.test.ts holds both checks
 * to schemas built from the contract's user schemas.
 */

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value);
const isMfaMethod = (value: unknown) => (MFA_METHODS as readonly unknown[]).includes(value);

/** The stored user of a complete session (its known fields only), or null when not in that shape. */
function asStoredUser(value: Record<string, unknown>): StoredUser | null {
  const theme = readThemeSettings(value.theme);
  const valid =
    theme !== null &&
    isString(value.name) &&
    isString(value.email) &&
    (ROLES as readonly unknown[]).includes(value.role) &&
    isStringOrNull(value.image) &&
    isStringOrNull(value.jobTitle) &&
    typeof value.isVerified === 'boolean' &&
    isMfaMethod(value.mfaMethod) &&
    isStringOrNull(value.phone) &&
    isString(value.id) &&
    value.require2FA === false &&
    typeof value.requirePasswordUpdate === 'boolean' &&
    isStringOrNull(value.landlordId);
  if (!valid) return null;
  const user = value as unknown as StoredUser;
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    image: user.image,
    jobTitle: user.jobTitle,
    isVerified: user.isVerified,
    mfaMethod: user.mfaMethod,
    phone: user.phone,
    id: user.id,
    theme,
    require2FA: false,
    requirePasswordUpdate: user.requirePasswordUpdate,
    landlordId: user.landlordId,
  };
}

/** The stored user of a session that owes its second factor (its known fields only), or null. */
function asPendingUser(value: Record<string, unknown>): PendingStoredUser | null {
  const valid =
    isString(value.email) &&
    isStringOrNull(value.phone) &&
    isMfaMethod(value.mfaMethod) &&
    value.require2FA === true;
  if (!valid) return null;
  const user = value as unknown as PendingStoredUser;
  return { email: user.email, phone: user.phone, mfaMethod: user.mfaMethod, require2FA: true };
}

/** Parses local storage's `user` and checks it; null when missing, not JSON or not in the shape. */
function readUserAs<T>(check: (value: Record<string, unknown>) => T | null): T | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    // As zod's objects: an array or null is not one.
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    return isObject ? check(value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The stored user of a complete session, or null when missing, pending or not in the stored shape. */
export const readStoredUser = (): StoredUser | null => readUserAs(asStoredUser);

/** The stored user of a session that still owes its second factor. */
export const readPendingUser = (): PendingStoredUser | null => readUserAs(asPendingUser);
