import Check from '@mui/icons-material/Check';
import DarkMode from '@mui/icons-material/DarkMode';
import Fullscreen from '@mui/icons-material/Fullscreen';
import Palette from '@mui/icons-material/Palette';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useUiStore } from '../../store/ui';
import { useFullscreen } from './useFullscreen';
import { useSaveTheme } from './useSaveTheme';

/** The settings menu's list, loaded with its first opening (SettingsMenu.tsx). */
export function SettingsMenuList({
  id,
  anchor,
  close,
}: {
  id: string;
  anchor: HTMLElement | null;
  close: () => void;
}) {
  const dark = useUiStore((s) => s.type) === 'dark';
  const applyTheme = useUiStore((s) => s.applyTheme);
  const setShellDialog = useUiStore((s) => s.setShellDialog);
  const saveTheme = useSaveTheme();
  const fullscreen = useFullscreen();
  const then = (act: () => void) => () => {
    close();
    act();
  };

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem onClick={then(() => setShellDialog('theme'))} aria-haspopup="dialog">
        <ListItemIcon>
          <Palette fontSize="small" />
        </ListItemIcon>
        <ListItemText>Theme settings</ListItemText>
      </MenuItem>
      <MenuItem
        role="menuitemcheckbox"
        aria-checked={dark}
        onClick={then(() => {
          applyTheme({ mode: dark ? 'light' : 'dark' });
          saveTheme();
        })}
      >
        <ListItemIcon>
          <DarkMode fontSize="small" />
        </ListItemIcon>
        <ListItemText>Dark mode</ListItemText>
        {dark && <Check fontSize="small" sx={{ ml: 2 }} />}
      </MenuItem>
      <MenuItem role="menuitemcheckbox" aria-checked={fullscreen.active} onClick={then(fullscreen.toggle)}>
        <ListItemIcon>
          <Fullscreen fontSize="small" />
        </ListItemIcon>
        <ListItemText>Full screen</ListItemText>
        {fullscreen.active && <Check fontSize="small" sx={{ ml: 2 }} />}
      </MenuItem>
    </Menu>
  );
}
