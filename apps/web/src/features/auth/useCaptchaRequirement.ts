import { useCallback, useEffect, useState } from 'react';
import { apiCall } from '../../api/client';
import * as authCalls from '@lease/contract/addresses/auth';

/**
 * §3.5 auth.requireCaptcha: asked of the server when the page opens and after each failed sign-in
 * (failures count per e-mail and per address). A failed status call is silent (§7).
 */
export function useCaptchaRequirement() {
  const [required, setRequired] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  // A solved challenge is spent by one sign-in attempt: a new widget gets a new challenge.
  const [round, setRound] = useState(0);

  const refresh = useCallback(async (email?: string) => {
    try {
      const { required: now } = await apiCall(authCalls.captchaStatus, { query: email ? { email } : {} });
      setRequired(now);
    } catch {
      // §7: a captcha-status failure is silent.
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const afterFailure = useCallback(
    async (email: string) => {
      setToken(null);
      setRound((r) => r + 1);
      await refresh(email);
    },
    [refresh],
  );

  return { required, token, setToken, round, afterFailure };
}
