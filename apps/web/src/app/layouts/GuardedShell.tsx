import { RequireSession } from '../guard/RequireSession';
import { AppShell } from './AppShell';

/** The route element of the authenticated area: the §2.2 guard around the shell. */
export function GuardedShell() {
  return (
    <RequireSession>
      <AppShell />
    </RequireSession>
  );
}
