import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ListCard, listCardStyles, type ListEntry } from './ListCard';
import { ListChips, type FilterChip } from './ListChips';
import { SortMenu, type SortChoice } from './SortMenu';
import { PlainTextField } from './PlainTextField';
import { formatCount } from './formatNumber';

// Only a list paged by numbers draws the pager (the desk's and the external's): the grid pages, whose
// lists load more instead and whose desktop never draws this list, do not download it (issue #33).
const Pagination = lazy(() => import('@mui/material/Pagination'));

export type { FilterChip } from './ListChips';
export type { ListEntry } from './ListCard';
export type { SortChoice } from './SortMenu';

/** Page numbers (the external's sections) or "Load more" (the grids on a phone). */
export type ListPaging =
  | { kind: 'pages'; page: number; count: number; onPage: (page: number) => void }
  | { kind: 'more'; hasMore: boolean; onMore: () => void };

interface CardListProps {
  label: string;
  search?: { label: string; value: string; onChange: (value: string) => void; busy?: boolean };
  sort?: { choices: SortChoice[]; value: string; onChange: (value: string) => void };
  chips?: FilterChip[];
  /** Filters that are not a choice among a few (dates, typed text), shown behind a "Filters" chip. */
  moreFilters?: ReactNode;
  /** The page's own actions on the list (export, actions on a selection). */
  actions?: ReactNode;
  entries: ListEntry[] | undefined;
  total: number;
  loading: boolean;
  /** Shown instead of the list when it cannot be read. */
  error?: ReactNode;
  /** Shown when the list is empty without a search or a filter. */
  empty?: ReactNode;
  noResultsText?: string;
  /** Whether a search or a filter narrows the list (an empty list then says nothing matches). */
  narrowed?: boolean;
  paging: ListPaging;
}

/**
 * A paged list of cards with its search, filter chips and sort menu: what a phone reads without
 * sideways scrolling and without the desktop table's file. The external's sections and every list
 * page below `sm` draw it.
 */
export function CardList({
  label,
  search,
  sort,
  chips = [],
  moreFilters,
  actions,
  entries,
  total,
  loading,
  error,
  empty,
  noResultsText = 'Nothing matches this search.',
  narrowed = false,
  paging,
}: CardListProps) {
  if (error) return <>{error}</>;
  const count = `${formatCount(total)} ${total === 1 ? 'record' : 'records'}`;
  return (
    <>
      {search && (
        <PlainTextField
          type="search"
          size="small"
          label={search.label}
          value={search.value}
          onChange={(e) => search.onChange(e.target.value)}
          sx={{ width: '100%', mb: 1.5 }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          endAdornment={
            search.busy ? (
              <InputAdornment position="end">
                <CircularProgress size={16} aria-label="Searching" />
              </InputAdornment>
            ) : null
          }
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
        <ListChips chips={chips} more={moreFilters} />
        <Box sx={{ flex: 1 }} />
        {sort && <SortMenu {...sort} />}
        {actions}
      </Box>
      {entries && entries.length === 0 && !loading ? (
        narrowed ? (
          <EmptyState title={noResultsText} />
        ) : (
          (empty ?? <EmptyState title="Nothing here yet." />)
        )
      ) : (
        <Box
          component="ul"
          aria-label={label}
          aria-busy={loading}
          sx={[
            { listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 },
            listCardStyles,
          ]}
        >
          {(entries ?? []).map((entry) => (
            <ListCard key={entry.id} entry={entry} />
          ))}
        </Box>
      )}
      {paging.kind === 'pages' && paging.count > 1 && (
        // The pager's height held while it loads: the list above does not move when it comes.
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2, minHeight: 32 }}>
          <Suspense fallback={null}>
            <Pagination
              count={paging.count}
              page={paging.page}
              onChange={(_e, page) => paging.onPage(page)}
              siblingCount={0}
              getItemAriaLabel={(type, page) =>
                type === 'page' ? `Page ${page ?? ''}` : `${type === 'next' ? 'Next' : 'Previous'} page`
              }
            />
          </Suspense>
        </Box>
      )}
      {paging.kind === 'more' && paging.hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={paging.onMore} disabled={loading}>
            {loading ? 'Loading…' : 'Load more'}
          </Button>
        </Box>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {paging.kind === 'more' && entries ? `${entries.length} of ${count}` : count}
      </Typography>
    </>
  );
}
