import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastHost } from '../ui/ToastHost';
import { queryClient } from './queryClient';
import { ThemeRoot } from './theme/ThemeRoot';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>
        {children}
        <ToastHost />
      </ThemeRoot>
    </QueryClientProvider>
  );
}
