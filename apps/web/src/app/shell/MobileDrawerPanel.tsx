import Drawer from '@mui/material/Drawer';
import { Sidebar } from './Sidebar';

/** §2.10 mobile drawer: the sidebar's contents in a temporary drawer below the md breakpoint (MobileDrawer.tsx). */
export function MobileDrawerPanel({
  open,
  onClose,
  anchor,
}: {
  open: boolean;
  onClose: () => void;
  anchor: 'left' | 'right';
}) {
  return (
    <Drawer
      variant="temporary"
      anchor={anchor}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Menu', sx: { width: 280 } } }}
    >
      <Sidebar onNavigate={onClose} />
    </Drawer>
  );
}
