import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ListChips, type FilterChip } from './ListChips';
import { SortMenu, type SortChoice } from './SortMenu';
import { PlainTextField } from './PlainTextField';
import { StatusChip } from './StatusChip';
import { formatCount } from './formatNumber';

// Only a list whose rows are chosen draws checkboxes: the other list pages do not download them.
const Checkbox = lazy(() => import('@mui/material/Checkbox'));
// Only a list paged by numbers draws the pager (the desk's and the external's): the grid pages, whose
// lists load more instead and whose desktop never draws this list, do not download it (issue #33).
const Pagination = lazy(() => import('@mui/material/Pagination'));

export type { FilterChip } from './ListChips';
export type { SortChoice } from './SortMenu';

/** One row as a card: a title line, a status, detail lines and an end (an amount, a download, actions). */
export interface ListEntry {
  id: string;
  title: string;
  status?: string | undefined;
  /** The status's words when they are not the shared status labels' (an application's stage). */
  statusText?: string;
  lines: (string | null | undefined)[];
  end?: ReactNode;
  /** Opens the row's detail (the grid row's dialog): a tap anywhere on the card, or its title as a button. */
  onOpen?: () => void;
  /** A checkbox before the title, for the page's actions on what is chosen (the grid's row checkboxes). */
  choose?: { checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void };
}

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

function Card({ entry }: { entry: ListEntry }) {
  const { onOpen, choose } = entry;
  const tap = onOpen ?? (choose && !choose.disabled ? () => choose.onChange(!choose.checked) : undefined);
  const title = (
    <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere', textAlign: 'start' }}>
      {entry.title}
    </Typography>
  );
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={entry.title}
      // A tap anywhere opens the row (or, on a card with nothing to open, chooses it); keyboard and screen
      // readers use the title's button and the checkbox.
      onClick={tap}
      sx={{ p: 1.5, cursor: tap ? 'pointer' : undefined }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {entry.choose && (
          <Suspense fallback={<Box sx={{ width: 34, height: 34, flexShrink: 0 }} />}>
            <Checkbox
              checked={entry.choose.checked}
              disabled={entry.choose.disabled}
              onClick={(e) => e.stopPropagation()}
              onChange={(e) => entry.choose?.onChange(e.target.checked)}
              slotProps={{ input: { 'aria-label': `Choose ${entry.title}` } }}
              sx={{ p: 0.5, ml: -0.5 }}
            />
          </Suspense>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {entry.onOpen ? (
            <Button
              variant="text"
              onClick={(e) => {
                e.stopPropagation();
                entry.onOpen?.();
              }}
              sx={{ p: 0, minWidth: 0, textTransform: 'none', justifyContent: 'flex-start' }}
            >
              {title}
            </Button>
          ) : (
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.title}</Typography>
          )}
          {entry.status && (
            <Box sx={{ my: 0.5, '& .MuiChip-root': { maxWidth: '100%' } }}>
              <StatusChip status={entry.status} label={entry.statusText} />
            </Box>
          )}
          {entry.lines.filter(Boolean).map((line) => (
            <Typography key={line} variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Box>
        {entry.end && (
          <Stack
            spacing={0.5}
            onClick={(e) => e.stopPropagation()}
            sx={{ alignItems: 'flex-end', flexShrink: 0 }}
          >
            {entry.end}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
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
        <Stack
          component="ul"
          aria-label={label}
          aria-busy={loading}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {(entries ?? []).map((entry) => (
            <Card key={entry.id} entry={entry} />
          ))}
        </Stack>
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
