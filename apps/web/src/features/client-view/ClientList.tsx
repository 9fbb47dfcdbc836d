import { useEffect, useState } from 'react';
import { CardList, type ListEntry, type SortChoice } from '../../ui/CardList';
import { EmptyState } from '../../ui/EmptyState';
import { SectionError } from './SectionError';

export type { ListEntry, SortChoice };

export interface ListParams {
  page: number;
  q: string;
  /** `key:order`, e.g. `createdAt:desc`. */
  sort: string;
}

export const PAGE_SIZE = 20;

/**
 * A read-only section's list: the shared card list (`ui/CardList`, which the grids draw on a phone) with
 * the section's search, sort and page numbers in one `ListParams`.
 */
export function ClientList({
  label,
  params,
  onParams,
  sorts,
  entries,
  total,
  loading,
  error,
  empty,
}: {
  label: string;
  params: ListParams;
  onParams: (next: ListParams) => void;
  sorts: SortChoice[];
  entries: ListEntry[] | undefined;
  total: number;
  loading: boolean;
  error: unknown;
  empty: string;
}) {
  const [text, setText] = useState(params.q);
  // Searches once typing pauses, from page 1.
  useEffect(() => {
    if (text === params.q) return;
    const timer = window.setTimeout(() => onParams({ ...params, q: text, page: 1 }), 300);
    return () => window.clearTimeout(timer);
  }, [text, params, onParams]);
  return (
    <CardList
      label={label}
      search={{ label: `Search ${label.toLowerCase()}`, value: text, onChange: setText }}
      sort={{
        choices: sorts,
        value: params.sort,
        onChange: (sort) => onParams({ ...params, sort, page: 1 }),
      }}
      entries={entries}
      total={total}
      loading={loading}
      // A list that cannot be read has no search or sort to offer.
      error={error ? <SectionError error={error} /> : undefined}
      empty={<EmptyState title={empty}>There is nothing to show here yet.</EmptyState>}
      narrowed={params.q !== ''}
      noResultsText={empty}
      paging={{
        kind: 'pages',
        page: params.page,
        count: Math.max(1, Math.ceil(total / PAGE_SIZE)),
        onPage: (page) => onParams({ ...params, page }),
      }}
    />
  );
}
