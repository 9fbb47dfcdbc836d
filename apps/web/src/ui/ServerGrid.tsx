import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { CardList, type FilterChip, type ListEntry, type SortChoice } from './CardList';
import type { ServerGridProps } from './TableView';
import { chosenWith, entryOfColumns, sortChoicesOf, useKeptScroll, useLoadedPages } from './phoneList';
import { isChosen, type RowModel } from './tableTypes';
import { errorMessage } from './toast';

// The desktop's table loads on its branch only: a phone never requests it.
// `lazy` drops the row type: the table is typed back as the generic component it is.
const TableView = lazy(() => import('./TableView').then((m) => ({ default: m.TableView }))) as unknown as <
  R extends RowModel,
>(
  props: ServerGridProps<R>,
) => ReactNode;

export type { FilterChip, ListEntry, SortChoice };

interface Props<R extends RowModel> extends ServerGridProps<R> {
  /** The row as a phone's card: its three or four fields that matter. Without it, the first columns. */
  card?: (row: R) => Omit<ListEntry, 'onOpen'>;
  /** What a tap on a card opens: the same detail as the grid row's. */
  onOpen?: (row: R) => void;
  /** On a phone, the page's choice filters as chips; `phoneFilters` (or, without chips, `filters`) behind a chip. */
  chips?: FilterChip[];
  phoneFilters?: ReactNode;
  /** The phone's sort menu; without it, each sortable column both ways. */
  sorts?: SortChoice[];
}

/** Runs `then` once, when mounted: inside a Suspense, once what it waited for has drawn. */
function Drawn({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/**
 * A server-paged list: a table from `sm` up, a list of cards with "Load more" below it (issue #33).
 * Search, filters, order and the page are the page's own state, so a rotation keeps them; the scroll
 * position is kept too.
 */
export function ServerGrid<R extends RowModel>({
  card,
  onOpen,
  chips,
  phoneFilters,
  sorts,
  ...props
}: Props<R>) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const { grid, rows, loading, columns, total } = props;
  const pages = useLoadedPages(rows, grid.paginationModel.page, loading);
  const restoreScroll = useKeptScroll();
  const shownAs = useRef(phone);
  const flipped = shownAs.current !== phone;
  const afterFlip = () => {
    if (shownAs.current === phone) return;
    shownAs.current = phone;
    restoreScroll();
  };

  if (!phone)
    return (
      <Suspense fallback={null}>
        <TableView {...props} />
        {flipped && <Drawn then={afterFlip} />}
      </Suspense>
    );

  const firstPage = () => grid.setPaginationModel((m) => ({ ...m, page: 0 }));
  const rowId = (row: R): string => String(row.id as string);
  const entry = card ?? ((row: R) => entryOfColumns(columns)(row, rowId(row)));
  const loaded = pages.length > 0 ? pages.flat() : rows;
  const sort = grid.sortModel[0];
  const sortValue = `${sort?.field ?? ''}:${sort?.sort ?? 'asc'}`;
  const choices = sorts ?? sortChoicesOf(columns);
  const { searchLabel, error, empty, filters, selection } = props;
  const shownIds = loaded.map(rowId);
  // The grid's row checkboxes, on the cards: the page's actions on a selection work on a phone too.
  const choose = (row: R): ListEntry['choose'] =>
    selection && {
      checked: isChosen(selection.model, rowId(row)),
      disabled: selection.isRowSelectable ? !selection.isRowSelectable(row) : false,
      onChange: (checked) => selection.onChange(chosenWith(selection.model, shownIds, rowId(row), checked)),
    };
  const more = chips ? phoneFilters : (phoneFilters ?? filters);
  return (
    <>
      <CardList
        label={props.label}
        search={
          searchLabel
            ? { label: searchLabel, value: grid.search, onChange: grid.setSearch, busy: props.searchBusy }
            : undefined
        }
        sort={{
          choices: choices.some((c) => c.value === sortValue)
            ? choices
            : [{ value: sortValue, label: 'Default order' }, ...choices],
          value: sortValue,
          onChange: (value) => {
            const [field = '', order] = value.split(':');
            grid.setSortModel([{ field, sort: order === 'desc' ? 'desc' : 'asc' }]);
            firstPage();
          },
        }}
        chips={chips?.map((c) => ({
          ...c,
          onChange: (v) => {
            c.onChange(v);
            firstPage();
          },
        }))}
        // A filter typed or picked behind the chip lists from its first page again.
        moreFilters={
          more ? (
            <div style={{ display: 'contents' }} onChange={firstPage}>
              {more}
            </div>
          ) : undefined
        }
        actions={props.actions}
        entries={loaded.map((row) => ({
          ...entry(row),
          ...(onOpen ? { onOpen: () => onOpen(row) } : {}),
          ...(selection ? { choose: choose(row) } : {}),
        }))}
        total={total}
        loading={loading}
        error={
          error ? (
            <Typography color="error" role="alert">
              {errorMessage(error)}
            </Typography>
          ) : undefined
        }
        empty={empty}
        noResultsText={props.noResultsText}
        narrowed={grid.search.trim() !== ''}
        paging={{
          kind: 'more',
          hasMore: loaded.length < total,
          onMore: () => grid.setPaginationModel((m) => ({ ...m, page: pages.length })),
        }}
      />
      {flipped && <Drawn then={afterFlip} />}
    </>
  );
}
