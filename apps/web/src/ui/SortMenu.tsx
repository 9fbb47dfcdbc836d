import Check from '@mui/icons-material/Check';
import SortIcon from '@mui/icons-material/Sort';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';

export interface SortChoice {
  /** `key:order`, e.g. `createdAt:desc`. */
  value: string;
  label: string;
}

/** A list's order as a button naming it, opening the choices: what a phone has instead of column headers. */
export function SortMenu({
  choices,
  value,
  onChange,
}: {
  choices: SortChoice[];
  value: string;
  onChange: (value: string) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = choices.find((c) => c.value === value);
  return (
    <>
      <Button
        size="small"
        startIcon={<SortIcon />}
        aria-haspopup="menu"
        aria-label={`Sort: ${current?.label ?? value}`}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {current?.label ?? 'Sort'}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choices.map((c) => (
          <MenuItem
            key={c.value}
            selected={c.value === value}
            onClick={() => {
              setAnchor(null);
              if (c.value !== value) onChange(c.value);
            }}
          >
            <ListItemIcon>{c.value === value && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{c.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
