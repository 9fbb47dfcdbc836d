import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Link } from 'react-router';
import { notificationPage, type Notification } from '@lease/contract';
import { useActiveNotifications } from '../../features/notifications/queries';
import { statusLabel } from '../../ui/StatusChip';

const MENU_ID = 'notification-menu';
const SHOWN = 5;

/** One line of the menu: who and what, in words. */
function describe(n: Notification): { primary: string; secondary: string } {
  const what =
    n.request_type === 'invite'
      ? 'Invite'
      : n.request_type === 'userproperty'
        ? 'Portfolio access'
        : `Access to ${n.buildings} building${n.buildings === 1 ? '' : 's'}`;
  const who = n.direction === 'from' ? n.requestor_email : n.recipient_email;
  return { primary: `${what}: ${statusLabel(n.request_status)}`, secondary: who };
}

/**
 * §2.10 bell: the count of active notifications, the newest of them (each leading to To or From by its
 * request_status), and links to both notification lists.
 */
export function NotificationBell() {
  const active = useActiveNotifications();
  const count = active.data?.total ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        // The visible count must be part of the name as a word of its own (WCAG 2.5.3); with none, none is shown.
        aria-label={count > 0 ? `Notifications, ${count} active` : 'Notifications'}
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
        {(active.data?.rows ?? []).slice(0, SHOWN).map((n) => {
          const text = describe(n);
          return (
            <MenuItem
              key={n.id}
              component={Link}
              to={`/dashboard/notification/${notificationPage(n.request_status)}`}
              onClick={close}
            >
              <ListItemText primary={text.primary} secondary={text.secondary} />
            </MenuItem>
          );
        })}
        {count > 0 && <Divider />}
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
