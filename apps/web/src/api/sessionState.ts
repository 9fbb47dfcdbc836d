import { isTokenExpired } from './session';
import type { StoredUser } from './storedUser';

export type SessionState = 'none' | 'expired' | 'password-update' | 'ok';

/**
 * The shell rules of §2.2, in the order they apply. A session that still owes its second factor has
 * no stored user of this shape (it keeps a pending one), so it counts as none: back to /login.
 */
export function sessionState(token: string | null, user: StoredUser | null): SessionState {
  if (!token || !user) return 'none';
  if (isTokenExpired(token)) return 'expired';
  if (user.requirePasswordUpdate) return 'password-update';
  return 'ok';
}
