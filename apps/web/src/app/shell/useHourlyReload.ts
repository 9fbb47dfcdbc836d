import { RELOAD_EVERY_MS } from '@lease/contract';
import { useEffect } from 'react';

/** §2.2: the page reloads by itself once an hour, picking up new builds and a fresh session check. */
export function useHourlyReload(): void {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.reload(), RELOAD_EVERY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
