import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from './useOpenedOnce';

// The menu loads when it first opens: MUI's Menu, Popover and Modal are not on a list's first paint.
const ColumnsMenu = lazy(() => import('./ColumnsMenu').then((m) => ({ default: m.ColumnsMenu })));

/** "Columns" in a table's toolbar: a menu of the columns, each shown or hidden by a tick. */
export function ColumnsButton({
  label,
  columns,
  hidden,
  onToggle,
}: {
  /** The table's name, so the menu's id is the table's own. */
  label: string;
  columns: { field: string; headerName: string }[];
  hidden: ReadonlySet<string>;
  onToggle: (field: string) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(Boolean(anchor));
  const id = `${label.toLowerCase().replace(/\W+/g, '-')}-columns`;
  return (
    <>
      <Button
        startIcon={<ViewColumnIcon />}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ColumnsMenu
            id={id}
            anchor={anchor}
            close={() => setAnchor(null)}
            columns={columns}
            hidden={hidden}
            onToggle={onToggle}
          />
        </Suspense>
      )}
    </>
  );
}
