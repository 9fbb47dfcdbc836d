import { CacheProvider } from '@emotion/react';
import { DEFAULT_THEME, PAGE_LOADED_MS } from '@lease/contract';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { AuthCard } from '../app/layouts/AuthCard';
import { buildTheme } from '../app/theme/buildTheme';
import { ltrCache } from '../app/theme/ltrCache';
import { SignInPage } from '../features/auth/SignInPage';
import { ToastHost } from '../ui/ToastHost';

// Before a session there is no saved theme: the product's default, as the app shows signed out. It is
// always left to right, so the page leaves out bidi.css, whose RTL rules would only block its first paint.
const theme = buildTheme(DEFAULT_THEME);
// One element for the page's life: when the page-loaded mark flips, the card renders again but the
// form in it does not (a whole render of it, in one task, just after hydration).
const SIGN_IN_PAGE = <SignInPage />;

/** The sign-in page with what the app's providers give it here: theme, toasts, the page-loaded mark (§2.2). */
export function LoginApp() {
  const [pageLoaded, setPageLoaded] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPageLoaded(true), PAGE_LOADED_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <CacheProvider value={ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <AuthCard pageLoaded={pageLoaded}>{SIGN_IN_PAGE}</AuthCard>
        <ToastHost />
      </ThemeProvider>
    </CacheProvider>
  );
}
