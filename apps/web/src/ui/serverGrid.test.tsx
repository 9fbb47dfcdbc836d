import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useServerList, type ListPaging } from './serverGrid';

/** A server of 75 rows answering pages of 25, with the key of the page after and before each. */
function pagesServer() {
  const asked: (ListPaging & { q?: string })[] = [];
  const answer = (query: ListPaging & { q?: string }): Promise<TestPage> => {
    asked.push(query);
    const { page } = query;
    return Promise.resolve({
      rows: [page],
      nextCursor: page < 3 ? `after-${page}` : null,
      prevCursor: page > 1 ? `before-${page}` : null,
    });
  };
  return { asked, answer };
}

/** The test's own keys, as a feature's factory would give them. */
const testKeys = { list: (name: string, query: unknown) => [name, query] as const };

interface TestPage {
  rows: number[];
  nextCursor: string | null;
  prevCursor: string | null;
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useServerList', () => {
  it('asks the next page by the key the page before answered, and a new filter by number again', async () => {
    const server = pagesServer();
    const { result, rerender } = renderHook(
      ({ page, q }: { page: number; q: string }) =>
        useServerList({ page, pageSize: 25 }, { q }, (query) => ({
          queryKey: testKeys.list('pages', query),
          queryFn: () => server.answer(query),
        })),
      { wrapper, initialProps: { page: 1, q: 'a' } },
    );
    await waitFor(() => expect(result.current.list.data?.rows).toEqual([1]));
    expect(server.asked.at(-1)).toEqual({ page: 1, pageSize: 25, q: 'a' });

    act(() => rerender({ page: 2, q: 'a' }));
    await waitFor(() => expect(result.current.list.data?.rows).toEqual([2]));
    expect(server.asked.at(-1)).toEqual({ page: 2, pageSize: 25, q: 'a', cursor: 'after-1' });

    // Back a page: the key page 2 answered for the one before it.
    act(() => rerender({ page: 1, q: 'a' }));
    await waitFor(() => expect(result.current.list.data?.rows).toEqual([1]));

    // Another search: its cursors are not the old search's.
    act(() => rerender({ page: 2, q: 'b' }));
    await waitFor(() => expect(result.current.list.data?.rows).toEqual([2]));
    expect(server.asked.at(-1)).toEqual({ page: 2, pageSize: 25, q: 'b' });
  });

  it('keeps the last answer on screen while the next page loads', async () => {
    let release: () => void = () => {};
    const { result, rerender } = renderHook(
      ({ page }: { page: number }) =>
        useServerList({ page, pageSize: 25 }, {}, (query) => ({
          queryKey: testKeys.list('held', query),
          queryFn: (): Promise<TestPage> =>
            query.page === 1
              ? Promise.resolve({ rows: [1], nextCursor: 'n', prevCursor: null })
              : new Promise<TestPage>((resolve) => {
                  release = () => resolve({ rows: [2], nextCursor: null, prevCursor: 'p' });
                }),
        })),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.list.data?.rows).toEqual([1]));
    act(() => rerender({ page: 2 }));
    expect(result.current.list.data?.rows).toEqual([1]);
    expect(result.current.list.isPlaceholderData).toBe(true);
    act(() => release());
    await waitFor(() => expect(result.current.list.data?.rows).toEqual([2]));
  });
});
