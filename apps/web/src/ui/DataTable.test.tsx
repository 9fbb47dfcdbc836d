import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';
import type { Column, PaginationModel, RowSelection, SortModel } from './tableTypes';
import { columnWidths } from './tableWidths';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
  units: number;
  verified: boolean;
  locked?: boolean;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Alder Court', units: 12, verified: true },
  { id: 'b', name: 'Birch House', units: 7, verified: false, locked: true },
  { id: 'c', name: 'Cedar Point', units: 30, verified: true },
];

const COLUMNS: Column<Row>[] = [
  { field: 'name', headerName: 'Building', flex: 1, valueFormatter: (v: string) => v.toUpperCase() },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'verified', headerName: 'Verified', type: 'boolean', sortable: false },
];

/** The table as a page holds it: its sort, page and choice in the page's state, each change recorded. */
function Page({ rows = ROWS, acrossPages = false }: { rows?: Row[]; acrossPages?: boolean }) {
  const [sortModel, setSortModel] = useState<SortModel>([{ field: 'name', sort: 'asc' }]);
  const [paging, setPaging] = useState<PaginationModel>({ page: 2, pageSize: 25 });
  const [chosen, setChosen] = useState<RowSelection>({ type: 'include', ids: new Set() });
  return (
    <>
      <output aria-label="state">
        {JSON.stringify({ sort: sortModel[0], paging, chosen: [...chosen.ids].sort() })}
      </output>
      <DataTable
        label="Buildings"
        columns={COLUMNS}
        rows={rows}
        total={120}
        loading={false}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={[25, 50]}
        noRowsText="Nothing here yet."
        selection={{
          model: chosen,
          onChange: setChosen,
          isRowSelectable: (r) => !r.locked,
          acrossPages,
        }}
      />
    </>
  );
}

const state = () =>
  JSON.parse(screen.getByRole('status', { name: 'state' }).textContent ?? '{}') as {
    sort: { field: string; sort: string };
    paging: PaginationModel;
    chosen: string[];
  };

describe('the desktop table', () => {
  it('draws each row by its id and field, as each column writes its value', () => {
    render(<Page />);
    const table = screen.getByRole('table', { name: 'Buildings' });
    const cedar = table.querySelector('tr[data-id="c"]')!;
    expect(cedar.querySelector('td[data-field="name"]')!.textContent).toBe('CEDAR POINT');
    expect(cedar.querySelector('td[data-field="units"]')!.textContent).toBe('30');
    expect(table.querySelector('tr[data-id="b"] td[data-field="verified"]')!.textContent).toBe('No');
    expect(within(table).getByRole('columnheader', { name: 'Building' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('sorts by a header: the other way on the sorted column, ascending on another, from the first page', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Building' }));
    expect(state().sort).toEqual({ field: 'name', sort: 'desc' });
    expect(state().paging.page).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Units' }));
    expect(state().sort).toEqual({ field: 'units', sort: 'asc' });
    // A column the server does not sort by has no button.
    expect(screen.queryByRole('button', { name: 'Verified' })).toBeNull();
  });

  it("chooses the page's selectable rows with the header's box, and one row with its own", () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(state().chosen).toEqual(['a', 'c']);
    expect(screen.getByText('2 rows selected')).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    expect((boxes[1] as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(boxes[0]!);
    expect(state().chosen).toEqual(['c']);
    expect(screen.getByText('1 row selected')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('lets go of rows that left the page, unless the page picks across pages', () => {
    const { rerender } = render(<Page />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    rerender(<Page rows={ROWS.slice(2)} />);
    expect(state().chosen).toEqual(['c']);
    cleanup();
    const across = render(<Page acrossPages />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    across.rerender(<Page acrossPages rows={ROWS.slice(2)} />);
    expect(state().chosen).toEqual(['a', 'c']);
  });

  it('pages by the pager and says when there are no rows', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(state().paging).toEqual({ page: 3, pageSize: 25 });
    cleanup();
    render(<Page rows={[]} />);
    expect(screen.getByRole('cell', { name: 'Nothing here yet.' })).toBeTruthy();
  });
  it('draws a row again only when it changes: not while the next page loads, one row when chosen', () => {
    const drawn: string[] = [];
    const columns: Column<Row>[] = [
      {
        field: 'name',
        headerName: 'Building',
        renderCell: ({ row }) => {
          drawn.push(row.id);
          return row.name;
        },
      },
    ];
    const table = (loading: boolean, chosen: string[]) => (
      <DataTable
        label="Buildings"
        columns={columns}
        rows={ROWS}
        total={3}
        loading={loading}
        sortModel={[]}
        onSortModelChange={() => {}}
        paginationModel={{ page: 0, pageSize: 25 }}
        onPaginationModelChange={() => {}}
        pageSizeOptions={[25]}
        noRowsText="Nothing here yet."
        selection={{ model: { type: 'include', ids: new Set(chosen) }, onChange: () => {} }}
      />
    );
    const { rerender } = render(table(false, []));
    expect(drawn.sort()).toEqual(['a', 'b', 'c']);
    drawn.length = 0;
    rerender(table(true, []));
    expect(drawn).toEqual([]);
    rerender(table(false, ['b']));
    expect(drawn).toEqual(['b']);
    expect(screen.getByRole('table').querySelector('tr.chosen')?.getAttribute('data-id')).toBe('b');
  });
});

describe('column widths', () => {
  const columns = [
    { headerName: 'Name', flex: 2, minWidth: 100 },
    { headerName: 'Date', width: 100 },
    { headerName: 'Place', flex: 1, minWidth: 100, maxWidth: 160 },
  ];

  it('gives the room to spare to the flex columns by their flex, within their widest', () => {
    expect(columnWidths(columns, 700, [120, 100, 110])).toEqual([440, 100, 160]);
  });

  it('takes what is short from the flex columns only, never under their least, and then overflows', () => {
    expect(columnWidths(columns, 400, [200, 100, 160])).toEqual([162, 100, 137]);
    expect(columnWidths(columns, 200, [200, 100, 160])).toEqual([100, 100, 100]);
  });

  it('never makes a column narrower than its header needs', () => {
    const [least] = columnWidths([{ headerName: 'Applications', width: 40 }], 0, [30]);
    expect(least).toBeGreaterThanOrEqual('Applications'.length * 9);
  });
});
