import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storeUser } from '../../api/session';
import { toStoredUser } from '../../api/storedUser';
import { useAuthStore } from '../../store/auth';
import { authQueries } from '../../api/authQueries';

/** §3.1: the stored user is refreshed from the profile call when the shell opens. */
export function useProfileSync(): void {
  const { data } = useQuery(authQueries.profile());
  const setCurrentUser = useAuthStore((s) => s.setCurrentUser);

  useEffect(() => {
    // The shell opens only for a complete session, so the profile is the whole user.
    if (!data || data.require_2fa) return;
    const user = toStoredUser(data);
    // The same user again is no change: a new object would redraw every page and guard that reads it,
    // the whole page a second time on each opening (issue #33 item 4, the dashboard's long task).
    if (JSON.stringify(user) === JSON.stringify(useAuthStore.getState().currentUser)) return;
    storeUser(user);
    setCurrentUser(user);
  }, [data, setCurrentUser]);
}
