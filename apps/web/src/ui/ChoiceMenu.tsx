import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface Choice {
  value: string;
  label: string;
  /** Ticked, and the item the menu focuses first. */
  chosen: boolean;
}

/**
 * The menu of a phone list's sort button and filter chips. A file of its own, loaded on the first tap:
 * MUI's Menu brings Popover, Modal and the rest of `later` (about 20 KB), which a phone's first load of
 * a list should not pay for (issue #33's 200 KB).
 */
export default function ChoiceMenu({
  anchor,
  choices,
  multiple = false,
  onChoose,
  onClose,
}: {
  anchor: HTMLElement;
  choices: Choice[];
  /** Several choices at once: the items are checkboxes. */
  multiple?: boolean;
  onChoose: (value: string) => void;
  onClose: () => void;
}) {
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {choices.map((c) => (
        <MenuItem
          key={c.value}
          selected={c.chosen}
          role={multiple ? 'menuitemcheckbox' : 'menuitem'}
          aria-checked={multiple ? c.chosen : undefined}
          onClick={() => onChoose(c.value)}
          // A long stage ("02 - Document Verification and Onboarding") wraps inside a phone's width.
          sx={{ whiteSpace: 'normal' }}
        >
          <ListItemIcon>{c.chosen && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText>{c.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
