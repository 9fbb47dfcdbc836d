import BugReport from '@mui/icons-material/BugReport';
import DarkMode from '@mui/icons-material/DarkMode';
import HelpCenter from '@mui/icons-material/HelpCenter';
import LightMode from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import Palette from '@mui/icons-material/Palette';
import MuiAppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useUiStore } from '../../store/ui';
import { Brand } from '../../ui/Brand';
import { config } from '../config';
import { FullscreenButton } from './FullscreenButton';
import { NotificationBell } from './NotificationBell';
import { SearchBox } from './SearchBox';
import { useSaveTheme } from './useSaveTheme';
import { UserMenu } from './UserMenu';
import { Hint } from '../../ui/Hint';

interface AppBarProps {
  /** Opens or closes the menu: the sidebar on wide screens, the drawer on small ones. */
  onMenuClick: () => void;
  menuExpanded: boolean;
  /** Hides the menu button where the layout has no sidebar to toggle on wide screens. */
  menuButtonOnlyOnMobile?: boolean;
  /** A second row, such as the top-navigation menu bar. */
  below?: ReactNode;
}

/** §2.10 top app bar with its buttons, each labelled for assistive technology and tests. */
export function AppBar({ onMenuClick, menuExpanded, menuButtonOnlyOnMobile = false, below }: AppBarProps) {
  const mode = useUiStore((s) => s.type);
  const applyTheme = useUiStore((s) => s.applyTheme);
  const saveTheme = useSaveTheme();
  const setShellDialog = useUiStore((s) => s.setShellDialog);
  const dark = mode === 'dark';
  // On a phone the search box gets a row of its own under the bar, opened by its button.
  const roomy = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  const [searchOpen, setSearchOpen] = useState(false);

  const toggleMode = () => {
    applyTheme({ mode: dark ? 'light' : 'dark' });
    saveTheme();
  };

  return (
    <MuiAppBar position="sticky" color={dark ? 'default' : 'primary'} elevation={1}>
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
          <Brand />
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
        <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          <FullscreenButton />
        </Box>
        <Hint title={dark ? 'Light mode' : 'Dark mode'}>
          <IconButton color="inherit" aria-label="Toggle dark mode" aria-pressed={dark} onClick={toggleMode}>
            {dark ? <LightMode /> : <DarkMode />}
          </IconButton>
        </Hint>
        <Hint title="Show guide">
          <IconButton color="inherit" aria-label="Show guide" onClick={() => setShellDialog('guide')}>
            <HelpCenter />
          </IconButton>
        </Hint>
        <Hint title="Report an issue">
          <IconButton
            color="inherit"
            aria-label="Report an issue"
            href={config.reportIssueUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <BugReport />
          </IconButton>
        </Hint>
        <Hint title="Theme settings">
          <IconButton
            color="inherit"
            aria-label="Theme settings"
            aria-haspopup="dialog"
            onClick={() => setShellDialog('theme')}
          >
            <Palette />
          </IconButton>
        </Hint>
        <NotificationBell />
        <UserMenu />
      </Toolbar>
      {!roomy && searchOpen && (
        <Box id="phone-search" sx={{ px: 1.5, pb: 1.5 }}>
          <SearchBox autoFocus onNavigate={() => setSearchOpen(false)} />
        </Box>
      )}
      {below && (
        <Box
          sx={{ bgcolor: 'background.paper', color: 'text.primary', borderTop: 1, borderColor: 'divider' }}
        >
          {below}
        </Box>
      )}
    </MuiAppBar>
  );
}
