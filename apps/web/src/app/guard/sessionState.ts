import type { User } from '@lease/contract';
import { isTokenExpired } from '../../api/session';

export type SessionState = 'none' | 'expired' | 'pending-2fa' | 'password-update' | 'ok';

/** The shell rules of §2.2, in the order they apply. */
export function sessionState(token: string | null, user: User | null): SessionState {
  if (!token || !user) return 'none';
  if (isTokenExpired(token)) return 'expired';
  if (user.require2FA) return 'pending-2fa';
  if (user.requirePasswordUpdate) return 'password-update';
  return 'ok';
}
