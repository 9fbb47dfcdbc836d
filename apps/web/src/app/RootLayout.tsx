import { PAGE_LOADED_MS } from '@lease/contract';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useUiStore } from '../store/ui';

/** §2.2: after each route change scroll to the top; the page counts as loaded PAGE_LOADED_MS later. */
export function RootLayout() {
  const { pathname } = useLocation();
  const setPageLoaded = useUiStore((s) => s.setPageLoaded);

  useEffect(() => {
    window.scrollTo(0, 0);
    setPageLoaded(false);
    const timer = window.setTimeout(() => setPageLoaded(true), PAGE_LOADED_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, setPageLoaded]);

  return <Outlet />;
}
