import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import MuiAppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { Brand } from '../../ui/Brand';
import { Hint } from '../../ui/Hint';
import { HelpMenu } from './HelpMenu';
import { NotificationBell } from './NotificationBell';
import { SearchBox } from './SearchBox';
import { SettingsMenu } from './SettingsMenu';
import { UserMenu } from './UserMenu';

interface AppBarProps {
  /** Opens or closes the menu: the sidebar on wide screens, the drawer on small ones. */
  onMenuClick: () => void;
  menuExpanded: boolean;
  /** Hides the menu button where the layout has no sidebar to toggle on wide screens. */
  menuButtonOnlyOnMobile?: boolean;
  /** A second row, such as the top-navigation menu bar. */
  below?: ReactNode;
}

/**
 * §2.10 top app bar, calm (issue #36): on the page's surface with a hairline under it, the theme
 * colour only in the brand; it holds search, help, settings, notifications and the person, each
 * button labelled for assistive technology and tests.
 */
export function AppBar({ onMenuClick, menuExpanded, menuButtonOnlyOnMobile = false, below }: AppBarProps) {
  // On a phone the search box gets a row of its own under the bar, opened by its button.
  const roomy = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  const [searchOpen, setSearchOpen] = useState(false);

  return (
    <MuiAppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 0, sm: 0.5 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          aria-label="Toggle sidebar"
          aria-expanded={menuExpanded}
          onClick={onMenuClick}
          edge="start"
          sx={menuButtonOnlyOnMobile ? { display: { md: 'none' } } : undefined}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ display: { xs: 'none', md: 'block' }, mr: 2 }}>
          <Brand color="primary.main" />
        </Box>
        {roomy ? (
          <SearchBox />
        ) : (
          <Hint title="Search UI">
            <IconButton
              color="inherit"
              aria-label="Search UI"
              aria-expanded={searchOpen}
              aria-controls="phone-search"
              onClick={() => setSearchOpen((open) => !open)}
            >
              <SearchIcon />
            </IconButton>
          </Hint>
        )}
        <Box sx={{ flex: 1 }} />
        <HelpMenu />
        <SettingsMenu />
        <NotificationBell />
        <UserMenu />
      </Toolbar>
      {!roomy && searchOpen && (
        <Box id="phone-search" sx={{ px: 1.5, pb: 1.5 }}>
          <SearchBox autoFocus onNavigate={() => setSearchOpen(false)} />
        </Box>
      )}
      {below && <Box sx={{ borderTop: 1, borderColor: 'divider' }}>{below}</Box>}
    </MuiAppBar>
  );
}
