import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useAuthStore } from '../../store/auth';
import { UserAvatar } from '../../ui/UserAvatar';

// The menu loads when it first opens (issue #27): MUI's Menu, Popover and Modal are not on the first paint.
const UserMenuList = lazy(() => import('./UserMenuList').then((m) => ({ default: m.UserMenuList })));

const MENU_ID = 'account-menu';

/** §2.10 user menu: My Profile, the role's own pages (API keys), and Log out. */
export function UserMenu() {
  const user = useAuthStore((s) => s.currentUser);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened the menu stays mounted, so closing it plays its transition.
  const [opened, setOpened] = useState(false);
  if (anchor && !opened) setOpened(true);
  if (!user) return null;

  return (
    <>
      <IconButton
        aria-label="Account"
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? MENU_ID : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} size={34} initials={false} />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <UserMenuList id={MENU_ID} user={user} anchor={anchor} close={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
