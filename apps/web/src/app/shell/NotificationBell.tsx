import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Link } from 'react-router';
import { useActiveNotificationCount } from './useActiveNotificationCount';

const MENU_ID = 'notification-menu';

/** §2.10 bell: the count of active notifications, and links to both notification lists. */
export function NotificationBell() {
  const count = useActiveNotificationCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        // The visible count must be part of the name (WCAG 2.5.3); with none, nothing is shown.
        aria-label={count > 0 ? `Notifications (${count})` : 'Notifications'}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? MENU_ID : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={count > 0 ? count : undefined} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu id={MENU_ID} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={Link} to="/dashboard/notification/to" onClick={close}>
          Notification To
        </MenuItem>
        <MenuItem component={Link} to="/dashboard/notification/from" onClick={close}>
          Notification From
        </MenuItem>
      </Menu>
    </>
  );
}
