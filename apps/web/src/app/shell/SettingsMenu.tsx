import SettingsIcon from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { Hint } from '../../ui/Hint';

// The menu loads when it first opens (issue #27): MUI's Menu, Popover and Modal are not on the first paint.
const SettingsMenuList = lazy(() =>
  import('./SettingsMenuList').then((m) => ({ default: m.SettingsMenuList })),
);

const MENU_ID = 'settings-menu';

/** Issue #36: §2.10's full screen, dark/light mode and the theme panel, behind one button of a calm bar. */
export function SettingsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened the menu stays mounted, so closing it plays its transition.
  const [opened, setOpened] = useState(false);
  if (anchor && !opened) setOpened(true);

  return (
    <>
      <Hint title="Settings">
        <IconButton
          color="inherit"
          aria-label="Settings"
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? MENU_ID : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <SettingsIcon />
        </IconButton>
      </Hint>
      {opened && (
        <Suspense fallback={null}>
          <SettingsMenuList id={MENU_ID} anchor={anchor} close={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
