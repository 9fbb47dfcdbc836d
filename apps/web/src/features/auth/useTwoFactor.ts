import { MESSAGES, type MfaMethod, type SignedIn } from '@lease/contract';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../api/client';
import * as authCalls from '@lease/contract/addresses/auth';
import { errorMessage } from '../../ui/toast';

/** §3.5 auth.mfaSent: false before a send, true after one, 'error' when it failed (§8). */
export type MfaSent = boolean | 'error';
/** §4: 'success' or 'failed' after a check, back to 'none' when a new code is sent. */
export type MfaVerification = 'none' | 'success' | 'failed';

export interface CodeTarget {
  email: string;
  phone: string | null;
  method: MfaMethod;
  /** The current password, when the code is for a method or phone that is not the account's yet. */
  password?: string;
}

/** Seconds left until a new code may be sent (§2.7: a 300-second resend timer). */
export function useCountdown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, now]);
  const start = useCallback((seconds: number) => {
    setNow(Date.now());
    setUntil(Date.now() + seconds * 1000);
  }, []);
  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), start };
}

/** The two-factor transitions of §4: send, resend after the timer, verify; the messages of §8. */
export function useTwoFactor(target: CodeTarget | null) {
  const [mfaSent, setMfaSent] = useState<MfaSent>(false);
  const [verification, setVerification] = useState<MfaVerification>('none');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { secondsLeft, start } = useCountdown();

  // Before the second factor the e-mail and phone arrive masked: the server then uses the account's own.
  const body = target
    ? { email: target.email || undefined, phone: target.phone ?? '', mfa_method: target.method }
    : null;

  /** Sends a code; answers null when sent, else the reason it was not. */
  const send = async (): Promise<string | null> => {
    if (!body) return 'Sign in first.';
    setBusy(true);
    setError(null);
    try {
      const password = target?.password || undefined;
      const { data } = await apiRequest(authCalls.sendAuthCode, { body: { ...body, password } });
      setMfaSent(true);
      setVerification('none');
      setSentTo(data.sentTo);
      start(data.resendAfter);
      return null;
    } catch (failure) {
      const message = errorMessage(failure);
      setMfaSent('error');
      setError(message);
      return message;
    } finally {
      setBusy(false);
    }
  };

  const verify = async (code: string): Promise<SignedIn | null> => {
    if (!body) return null;
    setBusy(true);
    setError(null);
    try {
      const { data } = await apiRequest(authCalls.verifyCode, { body: { ...body, code } });
      setVerification('success');
      return data;
    } catch (failure) {
      setVerification('failed');
      const message = errorMessage(failure);
      setError(message === MESSAGES.wrongCode ? MESSAGES.wrongCode : message);
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { mfaSent, verification, sentTo, error, busy, secondsLeft, send, verify };
}
