import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/**
 * The Import button's two choices. A file of its own, loaded on the first click: MUI's Menu brings the
 * `later` file (about 20 KB), which the Buildings page's first load on a phone should not pay for.
 */
export default function ImportMenu({
  id,
  anchor,
  onBuildings,
  onRentRoll,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  onBuildings: () => void;
  onRentRoll: () => void;
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      <MenuItem onClick={onBuildings}>
        <ListItemText primary="Buildings" secondary="A CSV file, one building per row" />
      </MenuItem>
      <MenuItem onClick={onRentRoll}>
        <ListItemText primary="Rent roll" secondary="Your PMS export, one lease per row" />
      </MenuItem>
    </Menu>
  );
}
