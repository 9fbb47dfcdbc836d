import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { Column, RowModel } from './tableTypes';

/** One action on a row: an icon button named by what it does to which row ("Delete Keys for building 4"). */
export interface RowAction {
  key: string;
  icon: ReactNode;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * A row's actions as icon buttons: in the table's actions column and at a phone card's end alike, so a
 * page's module imports nothing of the table and a phone never loads it (issue #33).
 */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
      {actions.map((a) => (
        <IconButton
          key={a.key}
          size="small"
          aria-label={a.label}
          title={a.label}
          disabled={a.disabled}
          onClick={a.onClick}
        >
          {a.icon}
        </IconButton>
      ))}
    </Stack>
  );
}

/** The table's actions column, drawn with `RowActions`. */
export function actionsColumn<R extends RowModel>(
  actionsOf: (row: R) => RowAction[],
  width: number,
): Column<R> {
  return {
    field: 'actions',
    headerName: 'Actions',
    sortable: false,
    width,
    minWidth: width,
    renderCell: ({ row }) => <RowActions actions={actionsOf(row)} />,
  };
}
