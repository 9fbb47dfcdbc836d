import { routes } from '@lease/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall } from '../../api/client';
import { storeUser } from '../../api/session';
import { useAuthStore } from '../../store/auth';

/** §3.1: the stored user is refreshed from the profile call when the shell opens. */
export function useProfileSync(): void {
  const { data } = useQuery({ queryKey: ['auth', 'profile'], queryFn: () => apiCall(routes.auth.profile) });
  const setCurrentUser = useAuthStore((s) => s.setCurrentUser);

  useEffect(() => {
    if (!data) return;
    storeUser(data);
    setCurrentUser(data);
  }, [data, setCurrentUser]);
}
