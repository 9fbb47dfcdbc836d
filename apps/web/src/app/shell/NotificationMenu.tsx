import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { notificationPage, type Notification } from '@lease/contract';
import { statusLabel } from '../../ui/statusLabel';

const SHOWN = 5;

/** One line of the menu: who and what, in words. */
function describe(n: Notification): { primary: string; secondary: string } {
  const who = n.direction === 'from' ? n.requestor_email : n.recipient_email;
  // A report of an issue is news, not a request: it has no answer to show.
  if (n.request_type === 'feedback') return { primary: 'Issue reported', secondary: who };
  const what =
    n.request_type === 'invite'
      ? 'Invite'
      : n.request_type === 'userproperty'
        ? 'Portfolio access'
        : `Access to ${n.buildings} building${n.buildings === 1 ? '' : 's'}`;
  return { primary: `${what}: ${statusLabel(n.request_status)}`, secondary: who };
}

/** The bell's menu, loaded with its first opening (NotificationBell.tsx). */
export function NotificationMenu({
  id,
  rows,
  count,
  anchor,
  close,
}: {
  id: string;
  rows: Notification[];
  count: number;
  anchor: HTMLElement | null;
  close: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
      {rows.slice(0, SHOWN).map((n) => {
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
  );
}
