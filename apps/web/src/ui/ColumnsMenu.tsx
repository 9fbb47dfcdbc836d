import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/** The table's columns to show or hide, loaded with its first opening (ColumnsButton.tsx). */
export function ColumnsMenu({
  id,
  anchor,
  close,
  columns,
  hidden,
  onToggle,
}: {
  id: string;
  anchor: HTMLElement | null;
  close: () => void;
  columns: { field: string; headerName: string }[];
  hidden: ReadonlySet<string>;
  onToggle: (field: string) => void;
}) {
  const shown = columns.filter((c) => !hidden.has(c.field)).length;
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
      {columns.map((c) => {
        const checked = !hidden.has(c.field);
        return (
          <MenuItem
            key={c.field}
            role="menuitemcheckbox"
            aria-checked={checked}
            // The last column shown stays: a table of no columns shows nothing to bring them back by.
            disabled={checked && shown === 1}
            onClick={() => onToggle(c.field)}
            dense
          >
            {/* The item is the checkbox (its role and aria-checked): the box only shows it. */}
            <ListItemIcon>
              {checked ? (
                <CheckBoxIcon fontSize="small" color="primary" />
              ) : (
                <CheckBoxOutlineBlankIcon fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText primary={c.headerName} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
