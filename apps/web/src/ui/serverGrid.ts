import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PaginationModel, SortModel } from './tableTypes';

const SEARCH_DELAY_MS = 300;
const PAGE_SIZE_OPTIONS = [10, 25, 50, 100, 200];

/**
 * The state of a server-side grid (page, page size, sort, search) and the list parameters it maps to:
 * the server pages, sorts and searches, the table only shows one page.
 */
export function useServerGrid<S extends string>(
  defaultSort: S,
  pageSize = 25,
  defaultOrder: 'asc' | 'desc' = 'asc',
) {
  const [paginationModel, setPaginationModel] = useState<PaginationModel>({ page: 0, pageSize });
  const [sortModel, setSortModel] = useState<SortModel>([{ field: defaultSort, sort: defaultOrder }]);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');

  // Typing waits a moment before it asks the server, and a new search starts at the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPaginationModel((m) => ({ ...m, page: 0 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const sort = sortModel[0];
  const params = {
    page: paginationModel.page + 1,
    pageSize: paginationModel.pageSize,
    sort: (sort?.field ?? defaultSort) as S,
    order: sort?.sort === 'desc' ? ('desc' as const) : ('asc' as const),
    ...(q ? { q } : {}),
  };
  return {
    paginationModel,
    setPaginationModel,
    sortModel,
    setSortModel,
    search,
    setSearch,
    params,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
  };
}

/**
 * Keyset paging (docs/decisions/0010): each answer's `nextCursor` and `prevCursor` lead to the pages
 * beside it, so the next page costs what the first does. The cursors belong to one filter: a new search,
 * order or page size starts again from page numbers.
 */
function useCursors(filterKey: string) {
  const [state, setState] = useState<{ key: string; at: Record<number, string> }>({ key: '', at: {} });
  const at = state.key === filterKey ? state.at : {};
  const remember = (page: number, next: string | null, prev: string | null) => {
    const add: Record<number, string> = {};
    if (next && at[page + 1] !== next) add[page + 1] = next;
    if (prev && page > 1 && at[page - 1] !== prev) add[page - 1] = prev;
    if (Object.keys(add).length > 0 || state.key !== filterKey)
      setState({ key: filterKey, at: { ...at, ...add } });
  };
  return { cursorOf: (page: number): string | undefined => (page > 1 ? at[page] : undefined), remember };
}

/**
 * Keeps the cursors of each page the server answers (not a placeholder kept while the next one loads),
 * so the grid can page by key. Call it after the list's query, with that query.
 */
function useRememberCursors(
  cursors: Pick<ReturnType<typeof useCursors>, 'remember'>,
  page: number,
  list: {
    data?: { nextCursor?: string | null; prevCursor?: string | null } | undefined;
    isPlaceholderData: boolean;
  },
): void {
  const answered = list.data && !list.isPlaceholderData ? list.data : undefined;
  useEffect(() => {
    if (answered) cursors.remember(page, answered.nextCursor ?? null, answered.prevCursor ?? null);
    // Only a new answer brings new cursors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answered]);
}

/** What every list call takes beside the page's own filter: the page, its size, and its key when known. */
export interface ListPaging {
  page: number;
  pageSize: number;
  cursor?: string;
}

/**
 * One server-paged list, as every grid page (and its cards on a phone) runs it: the page's filter (sort,
 * order, search and its own filters, as its call names them) with the grid's page, by key once the
 * server has answered the page before (0010); the last answer stays on screen while the next loads.
 * `options` is the feature's query for the list (its key and call, e.g. `claimQueries.list`), given the
 * whole query.
 */
export function useServerList<
  F extends object,
  D extends { nextCursor?: string | null; prevCursor?: string | null },
  K extends QueryKey,
>(
  paging: { page: number; pageSize: number },
  filter: F,
  options: (query: F & ListPaging) => UseQueryOptions<D, Error, D, K>,
) {
  const cursors = useCursors(JSON.stringify([filter, paging.pageSize]));
  const cursor = cursors.cursorOf(paging.page);
  const query = {
    page: paging.page,
    pageSize: paging.pageSize,
    ...filter,
    ...(cursor ? { cursor } : {}),
  };
  const list = useQuery({ ...options(query), placeholderData: keepPreviousData });
  useRememberCursors(cursors, paging.page, list);
  return { list, query };
}
