import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MuiAppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useSignOut } from '../../api/useSignOut';
import { useAuthStore } from '../../store/auth';
import { useUiStore } from '../../store/ui';
import { Brand } from '../../ui/Brand';

/** The external's app bar: the menu button on a phone, who is signed in, and Log out; nothing that writes. */
export function ExternalBar({
  onMenuClick,
  menuExpanded,
}: {
  onMenuClick: () => void;
  menuExpanded: boolean;
}) {
  const user = useAuthStore((s) => s.currentUser);
  const dark = useUiStore((s) => s.type) === 'dark';
  const signOut = useSignOut();

  return (
    <MuiAppBar position="sticky" color={dark ? 'default' : 'primary'} elevation={1}>
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          aria-label="Toggle sidebar"
          aria-expanded={menuExpanded}
          onClick={onMenuClick}
          edge="start"
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Brand />
        <Box sx={{ flex: 1 }} />
        {user && (
          <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 280 }}>
            {user.name}
          </Typography>
        )}
        {/* Words where there is room; on a phone the icon alone, named for assistive technology. */}
        <Button
          color="inherit"
          startIcon={<Logout />}
          onClick={() => void signOut()}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          Log out
        </Button>
        <IconButton
          color="inherit"
          aria-label="Log out"
          onClick={() => void signOut()}
          sx={{ display: { sm: 'none' } }}
        >
          <Logout />
        </IconButton>
      </Toolbar>
    </MuiAppBar>
  );
}
