import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { expireSession, readToken } from '../../api/session';
import { useAuthStore } from '../../store/auth';
import { sessionState } from '../../api/sessionState';

/** Lets the authenticated area render only for a complete, unexpired session (§2.2). */
export function RequireSession({ children }: { children: ReactNode }) {
  const user = useAuthStore((s) => s.currentUser);
  const state = sessionState(readToken(), user);

  useEffect(() => {
    if (state === 'expired') expireSession();
  }, [state]);

  switch (state) {
    case 'none':
      return <Navigate to="/login" replace />;
    case 'password-update':
      return <Navigate to="/update-auth" replace />;
    case 'expired':
      return null;
    case 'ok':
      return children;
  }
}
