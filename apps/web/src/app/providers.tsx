import { TOAST_MS } from '@lease/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { ToastContent } from '../ui/ToastContent';
import { queryClient } from './queryClient';
import { ThemeRoot } from './theme/ThemeRoot';

const TOAST_VARIANTS = { success: ToastContent, error: ToastContent, info: ToastContent };

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>
        <SnackbarProvider
          autoHideDuration={TOAST_MS}
          maxSnack={3}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          Components={TOAST_VARIANTS}
        >
          {children}
        </SnackbarProvider>
      </ThemeRoot>
    </QueryClientProvider>
  );
}
