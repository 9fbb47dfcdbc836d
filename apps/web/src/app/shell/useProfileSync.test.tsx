import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@lease/contract';
import { toStoredUser } from '../../api/storedUser';
import { useAuthStore } from '../../store/auth';
import { stubFetch } from '../../testing/formKit';
import { WIRE_USER } from '../../testing/wireUser';
import { useProfileSync } from './useProfileSync';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROFILE = WIRE_USER;

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Opens the shell with `stored` as the stored user while the server's profile is `profile`. */
async function syncWith(stored: User, profile: User) {
  const before = toStoredUser(stored);
  useAuthStore.getState().setCurrentUser(before);
  const calls = stubFetch((url) => (url.includes('/auth/profile') ? { body: { data: profile } } : {}));
  renderHook(() => useProfileSync(), { wrapper });
  await waitFor(() => expect(calls.some((c) => c.url.includes('/auth/profile'))).toBe(true));
  // The answer's effect has run once the query has settled and React has committed.
  await new Promise((r) => setTimeout(r, 50));
  return before;
}

describe('the profile synced when the shell opens', () => {
  it('keeps the stored user as it is when the profile says the same, so nothing redraws', async () => {
    const before = await syncWith(PROFILE, PROFILE);
    expect(useAuthStore.getState().currentUser).toBe(before);
  });

  it('takes the profile when it differs', async () => {
    await syncWith(PROFILE, { ...PROFILE, username: 'Ann Lee-Park' });
    await waitFor(() => expect(useAuthStore.getState().currentUser?.name).toBe('Ann Lee-Park'));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Ann Lee-Park' });
  });
});
