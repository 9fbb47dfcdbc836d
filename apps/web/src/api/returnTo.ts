/**
 * Where a session ended, so signing in again goes back there. sessionStorage, not localStorage: the
 * end of a session clears localStorage (§2.2), and the place belongs to this tab only.
 */
const KEY = 'session-ended-at';

/** Pages a sign-in may return to: the authenticated area, never a public or foreign address. */
const RETURNABLE = /^\/(dashboard|my-profile|client)(\/|$|\?)/;

export function rememberReturnTo(): void {
  const { pathname, search } = window.location;
  if (RETURNABLE.test(pathname)) sessionStorage.setItem(KEY, pathname + search);
}

/** The page the ended session was on, if any; the sign-in page shows its note while this is set. */
export function pendingReturnTo(): string | null {
  const place = sessionStorage.getItem(KEY);
  return place && RETURNABLE.test(place) ? place : null;
}

/** Where a completed sign-in goes: the remembered page once, else the given default. */
export function takeReturnTo(fallback: string): string {
  const place = pendingReturnTo();
  sessionStorage.removeItem(KEY);
  return place ?? fallback;
}
