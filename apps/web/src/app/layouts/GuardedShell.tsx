import { RequireSession } from '../guard/RequireSession';
import { StaffOnly } from '../guard/StaffOnly';
import { AppShell } from './AppShell';

/** The route element of the authenticated area: the §2.2 guard around the shell. */
export function GuardedShell() {
  return (
    <RequireSession>
      <StaffOnly>
        <AppShell />
      </StaffOnly>
    </RequireSession>
  );
}
