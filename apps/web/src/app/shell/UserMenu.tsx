import Key from '@mui/icons-material/Key';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import Visibility from '@mui/icons-material/Visibility';
import Webhook from '@mui/icons-material/Webhook';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { userMenuForRole } from '@lease/contract';
import { useSignOut } from '../../features/auth/useSignOut';
import { useAuthStore } from '../../store/auth';
import { UserAvatar } from '../../ui/UserAvatar';

const MENU_ID = 'account-menu';

/** Icons of the user menu's entries (packages/contract's USER_MENU), by key. */
const ICONS: Record<string, typeof Person> = {
  'my-profile': Person,
  'api-keys': Key,
  webhooks: Webhook,
  'external-access': Visibility,
};

/** §2.10 user menu: My Profile, the role's own pages (API keys), and Log out. */
export function UserMenu() {
  const user = useAuthStore((s) => s.currentUser);
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
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
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 260 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {user.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {userMenuForRole(user.role).map((link) => {
          const Icon = ICONS[link.key] ?? Person;
          return (
            <MenuItem key={link.key} component={Link} to={link.to} onClick={close}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              {link.label}
            </MenuItem>
          );
        })}
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Log out
        </MenuItem>
      </Menu>
    </>
  );
}
