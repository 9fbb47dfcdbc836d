import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { StatusChip } from '../../ui/StatusChip';
import { SectionError } from './SectionError';

export interface ListParams {
  page: number;
  q: string;
  /** `key:order`, e.g. `createdAt:desc`. */
  sort: string;
}

export interface SortChoice {
  value: string;
  label: string;
}

/** One row as the list shows it: a title line, a status, detail lines and an end (an amount, a download). */
export interface ListEntry {
  id: string;
  title: string;
  status?: string | undefined;
  lines: (string | null | undefined)[];
  end?: ReactNode;
}

export const PAGE_SIZE = 20;

/**
 * A read-only paged list with search and sort: one card per row, so a phone reads it without sideways
 * scrolling and without the weight of the data grid.
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
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A list that cannot be read has no search or sort to offer.
  if (error) return <SectionError error={error} />;

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          type="search"
          size="small"
          label={`Search ${label.toLowerCase()}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ flex: '1 1 220px' }}
        />
        <TextField
          select
          size="small"
          label="Sort by"
          value={params.sort}
          onChange={(e) => onParams({ ...params, sort: e.target.value, page: 1 })}
          sx={{ flex: '0 1 220px', minWidth: 180 }}
        >
          {sorts.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {entries && entries.length === 0 ? (
        <EmptyState title={empty}>
          {params.q ? 'Nothing matches this search.' : 'There is nothing to show here yet.'}
        </EmptyState>
      ) : (
        <Stack
          component="ul"
          aria-label={label}
          aria-busy={loading}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {(entries ?? []).map((entry) => (
            <Paper component="li" variant="outlined" key={entry.id} aria-label={entry.title} sx={{ p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.title}</Typography>
                  {entry.lines.filter(Boolean).map((line) => (
                    <Typography
                      key={line}
                      variant="body2"
                      sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
                    >
                      {line}
                    </Typography>
                  ))}
                </Box>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
                  {entry.status && <StatusChip status={entry.status} />}
                  {entry.end}
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {total > PAGE_SIZE && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={pages}
            page={params.page}
            onChange={(_e, page) => onParams({ ...params, page })}
            siblingCount={0}
            getItemAriaLabel={(type, page) =>
              type === 'page' ? `Page ${page ?? ''}` : `${type === 'next' ? 'Next' : 'Previous'} page`
            }
          />
        </Box>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {`${total} ${total === 1 ? 'record' : 'records'}`}
      </Typography>
    </>
  );
}
