import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { apiCall } from '../../api/client';
import * as authCalls from '@lease/contract/addresses/auth';

interface CaptchaProps {
  /** The widget's payload once solved, or null when it is reset. */
  onToken: (token: string | null) => void;
}

/**
 * The self-hosted ALTCHA captcha (§2.3: required only after failed attempts). The widget is loaded
 * when first needed, so the sign-in page stays small; its challenge comes from our own API.
 */
export function Captcha({ onToken }: CaptchaProps) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let widget: HTMLElement | null = null;
    let cancelled = false;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onToken(state === 'verified' && payload ? payload : null);
    };
    void (async () => {
      try {
        const [, challenge] = await Promise.all([import('altcha'), apiCall(authCalls.captchaChallenge)]);
        if (cancelled || !host.current) return;
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', JSON.stringify(challenge));
        widget.setAttribute('name', 'captcha_token');
        widget.addEventListener('statechange', onState);
        host.current.replaceChildren(widget);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onState);
    };
  }, [onToken]);

  return (
    <Box>
      <Box
        ref={host}
        data-testid="captcha"
        sx={{ '& altcha-widget': { display: 'block', maxWidth: '100%' } }}
      />
      {failed && <Alert severity="error">The captcha could not be loaded. Please reload the page.</Alert>}
    </Box>
  );
}
