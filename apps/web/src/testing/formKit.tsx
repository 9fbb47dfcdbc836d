import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { buildTheme } from '../app/theme/buildTheme';
import { ToastHost } from '../ui/ToastHost';

// The portal's own theme: lists ask it for the phone breakpoint.
const theme = buildTheme({ mode: 'light', direction: 'ltr', theme: 'leapTheme' });

/**
 * What a form's component test needs around it: the theme, a query client (no retries), toasts and a router. The
 * network is the one thing replaced, by stubFetch: the form, its schema and the API client run as shipped.
 */
export function renderForm(ui: ReactElement, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        <ToastHost />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

export interface SentCall {
  method: string;
  /** The address without the API prefix's host: `/api/auth/...?...`. */
  url: string;
  /** The JSON body parsed, or the FormData sent, or undefined. */
  body: unknown;
}

/** One answer of the stubbed server: 200 with `{ data: null }` unless told. */
export interface StubAnswer {
  status?: number;
  body?: unknown;
}

/**
 * Replaces fetch: every call is recorded and answered by `answer` (given the address), so a test can
 * assert the payload a form sent and show the form a server refusal. Undo with vi.unstubAllGlobals().
 */
export function stubFetch(answer: (url: string) => StubAnswer = () => ({})): SentCall[] {
  const calls: SentCall[] = [];
  const fetch = vi.fn((url: string, init: RequestInit = {}) => {
    const sent = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ method: init.method ?? 'GET', url, body: sent });
    const { status = 200, body = { data: null } } = answer(url);
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}
