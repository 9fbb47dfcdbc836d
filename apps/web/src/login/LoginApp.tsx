import { CacheProvider } from '@emotion/react';
import { DEFAULT_THEME, PAGE_LOADED_MS, TOAST_MS } from '@lease/contract';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { useEffect, useState } from 'react';
import { AuthCard } from '../app/layouts/AuthCard';
import { buildTheme } from '../app/theme/buildTheme';
import { ltrCache } from '../app/theme/ltrCache';
import { SignInPage } from '../features/auth/SignInPage';
import { ToastContent } from '../ui/ToastContent';

// Before a session there is no saved theme: the product's default, as the app shows signed out. It is
// always left to right, so the page leaves out bidi.css, whose RTL rules would only block its first paint.
const theme = buildTheme(DEFAULT_THEME);
const TOAST_VARIANTS = { success: ToastContent, error: ToastContent, info: ToastContent };
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
        <SnackbarProvider
          autoHideDuration={TOAST_MS}
          maxSnack={3}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          Components={TOAST_VARIANTS}
        >
          <AuthCard pageLoaded={pageLoaded}>{SIGN_IN_PAGE}</AuthCard>
        </SnackbarProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
