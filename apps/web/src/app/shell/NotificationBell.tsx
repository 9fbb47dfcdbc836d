import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useActiveNotifications } from '../../features/notifications/notificationQueries';
import { useOpenedOnce } from '../../ui/useOpenedOnce';

// The menu loads when it first opens (issue #27): MUI's Menu, Popover and Modal are not on the first paint.
const NotificationMenu = lazy(() =>
  import('./NotificationMenu').then((m) => ({ default: m.NotificationMenu })),
);

const MENU_ID = 'notification-menu';

/**
 * §2.10 bell: the count of active notifications, the newest of them (each leading to To or From by its
 * request_status), and links to both notification lists.
 */
export function NotificationBell() {
  const active = useActiveNotifications();
  const count = active.data?.total ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);

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
      {opened && (
        <Suspense fallback={null}>
          <NotificationMenu
            id={MENU_ID}
            rows={active.data?.rows ?? []}
            count={count}
            anchor={anchor}
            close={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
