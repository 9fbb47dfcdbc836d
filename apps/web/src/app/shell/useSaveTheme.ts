import { type ThemeSettings } from '@lease/contract';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../api/client';
import * as authCalls from '@lease/contract/addresses/auth';
import { storeUser } from '../../api/session';
import { useAuthStore } from '../../store/auth';
import { selectThemeSettings, useUiStore } from '../../store/ui';
import { errorMessage, toast } from '../../ui/toast';

/** Saves the live theme settings (§3.4) to the account and to the stored user. */
export function useSaveTheme(): () => void {
  const { mutate } = useMutation({
    mutationFn: (settings: ThemeSettings) => apiCall(authCalls.saveTheme, { body: settings }),
    onSuccess: (saved, sent) => {
      const user = useAuthStore.getState().currentUser;
      if (!user) return;
      const next = { ...user, theme: saved ?? sent };
      storeUser(next);
      useAuthStore.getState().setCurrentUser(next);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return useCallback(() => mutate(selectThemeSettings(useUiStore.getState())), [mutate]);
}
