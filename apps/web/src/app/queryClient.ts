import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** A client error will not change by asking again; only retry what may be passing trouble. */
const shouldRetry = (failures: number, error: unknown): boolean =>
  failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
