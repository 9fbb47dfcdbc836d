import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ToastHost } from '../ui/ToastHost';

/**
 * What a form's component test needs around it: a query client (no retries), toasts and a router. The
 * network is the one thing replaced, by stubFetch: the form, its schema and the API client run as shipped.
 */
export function renderForm(ui: ReactElement, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <ToastHost />
    </QueryClientProvider>,
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
