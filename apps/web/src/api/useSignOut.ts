import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import * as authCalls from '@lease/contract/addresses/auth';
import { apiCall } from './client';
import { resetStores } from '../store/reset';

/** §2.10 Log out: revoke the token, then forget the session whatever the server said. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(async () => {
    try {
      await apiCall(authCalls.signOut);
    } catch {
      // The token is dropped below either way; a failed revoke must not keep the user signed in.
    }
    localStorage.clear();
    resetStores();
    await navigate('/login', { replace: true });
    // Cleared after leaving the shell, so no mounted query refetches without a token.
    queryClient.clear();
  }, [navigate, queryClient]);
}
