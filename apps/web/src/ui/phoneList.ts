import { useEffect, useRef, useState } from 'react';
import type { ListEntry } from './CardList';
import type { SortChoice } from './SortMenu';
import { cellText, type Column, type RowId, type RowModel, type RowSelection } from './tableTypes';

const sameRows = (a: readonly unknown[] | undefined, b: readonly unknown[]): boolean =>
  a !== undefined && a.length === b.length && a.every((row, i) => row === b[i]);

/**
 * "Load more" on the grid's own paging: each page the list answers (not one kept on screen while the
 * next loads) is kept beside the ones before it, so the phone shows pages 1 to n from the same calls,
 * cursors and query keys as the grid's. Page 1 answered again (a new search, filter or order) starts over.
 */
export function useLoadedPages<R>(rows: R[], page: number, loading: boolean): R[][] {
  const [pages, setPages] = useState<R[][]>([]);
  useEffect(() => {
    if (loading) return;
    setPages((prev) => {
      if (sameRows(prev[page], rows) && prev.length === page + 1) return prev;
      const next = prev.slice(0, page);
      next[page] = rows;
      return next;
    });
  }, [rows, page, loading]);
  return pages;
}

/** The orders a phone offers: each column the grid sorts by, both ways, unless the page names its own. */
export function sortChoicesOf<R extends RowModel>(columns: Column<R>[]): SortChoice[] {
  return columns
    .filter((c) => c.sortable !== false && c.headerName)
    .flatMap((c) => [
      { value: `${c.field}:asc`, label: `${c.headerName}, ascending` },
      { value: `${c.field}:desc`, label: `${c.headerName}, descending` },
    ]);
}

/** A card drawn from the grid's first columns, for a page that names no card of its own. */
export function entryOfColumns<R extends RowModel>(columns: Column<R>[]): (row: R, id: string) => ListEntry {
  const shown = columns.filter((c) => c.headerName && c.field !== 'actions');
  // The row's actions (`actionsColumn`) draw from the row alone: the card shows them at its end.
  const actions = columns.find((c) => c.field === 'actions')?.renderCell;
  return (row, id) => {
    const [first, ...rest] = shown;
    return {
      id,
      end: actions?.({ row } as never),
      title: first ? cellText(first, row) : id,
      lines: rest.slice(0, 3).map((c) => {
        const value = cellText(c, row);
        return value ? `${c.headerName}: ${value}` : null;
      }),
    };
  };
}

/**
 * The selection after a card's checkbox, as the rows it names: a "select all" made on the desktop becomes
 * the rows on screen that it chose, so a tap never chooses rows the phone has not shown. Rows chosen on
 * other pages stay chosen (the invite's buildings are picked across pages).
 */
export function chosenWith(
  model: RowSelection,
  shown: readonly RowId[],
  id: RowId,
  checked: boolean,
): RowSelection {
  const ids = new Set(model.type === 'include' ? model.ids : shown.filter((row) => !model.ids.has(row)));
  if (checked) ids.add(id);
  else ids.delete(id);
  return { type: 'include', ids };
}

/**
 * The page's scroll position kept across the phone/desktop switch (a rotation): the position before the
 * switch, saved while scrolling, is restored once the other view has drawn. Scrolls in the moment of a
 * resize are the browser clamping the old layout, not the person, and are not saved.
 */
export function useKeptScroll(): () => void {
  const saved = useRef(0);
  useEffect(() => {
    let resizing = 0;
    const onResize = () => {
      window.clearTimeout(resizing);
      resizing = window.setTimeout(() => (resizing = 0), 400);
    };
    const onScroll = () => {
      if (!resizing) saved.current = window.scrollY;
    };
    window.addEventListener('resize', onResize, { capture: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('resize', onResize, { capture: true });
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  // A frame later: the table has drawn its rows by then.
  return () => requestAnimationFrame(() => window.scrollTo({ top: saved.current }));
}
