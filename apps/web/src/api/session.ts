import { rememberReturnTo } from './returnTo';
import type { PendingStoredUser, StoredUser } from './storedUser';

/**
 * The locally stored session of §3.1: the raw token under `token`, the user under `user`. Reading the
 * user back checks its shape with zod, in storedSession.ts, so the sign-in page that only writes it
 * loads no zod.
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export const readToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export function storeSession(token: string, user: StoredUser | PendingStoredUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  storeUser(user);
}

export function storeUser(user: StoredUser | PendingStoredUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** The `exp` claim of a JWT, in seconds since the epoch; null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = JSON.parse(json).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** §2.2 and §4: expiry is compared with the current time in seconds; an unreadable token counts as expired. */
export function isTokenExpired(token: string): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp <= Date.now() / 1000;
}

/** Set once the page is reloading: later refusals of the same dead session must not reload it again. */
let expiring = false;

/**
 * The spec's answer to an expired session: forget everything and start over, remembering the page.
 * Several calls in flight can each meet the dead session; only the first one reloads, since a second
 * reload would abort the first.
 */
export function expireSession(): void {
  if (expiring) return;
  expiring = true;
  rememberReturnTo();
  localStorage.clear();
  window.location.reload();
}
