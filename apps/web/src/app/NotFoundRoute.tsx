import { readToken } from '../api/session';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { useAuthStore } from '../store/auth';
import { sessionState } from '../api/sessionState';
import { StaffOnly } from './guard/StaffOnly';
import { AppShell } from './layouts/AppShell';
import { AuthShell } from './layouts/AuthShell';

/**
 * Any other path (§2.2): the not-found page, inside the app shell when signed in, else the public one.
 * An external has no such page: it goes to its overview.
 */
export function NotFoundRoute() {
  const user = useAuthStore((s) => s.currentUser);
  const signedIn = sessionState(readToken(), user) === 'ok';
  return signedIn ? (
    <StaffOnly>
      <AppShell>
        <NotFoundPage />
      </AppShell>
    </StaffOnly>
  ) : (
    <AuthShell>
      <NotFoundPage />
    </AuthShell>
  );
}
