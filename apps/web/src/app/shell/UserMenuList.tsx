import Key from '@mui/icons-material/Key';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import Visibility from '@mui/icons-material/Visibility';
import Webhook from '@mui/icons-material/Webhook';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { userMenuForRole } from '@lease/contract';
import type { StoredUser } from '../../api/storedUser';
import { useSignOut } from '../../api/useSignOut';

/** Icons of the user menu's entries (packages/contract's USER_MENU), by key. */
const ICONS: Record<string, typeof Person> = {
  'my-profile': Person,
  'api-keys': Key,
  webhooks: Webhook,
  'external-access': Visibility,
};

/** The user menu's list, loaded with its first opening (UserMenu.tsx). */
export function UserMenuList({
  id,
  user,
  anchor,
  close,
}: {
  id: string;
  user: StoredUser;
  anchor: HTMLElement | null;
  close: () => void;
}) {
  const signOut = useSignOut();
  return (
    <Menu
      id={id}
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
  );
}
