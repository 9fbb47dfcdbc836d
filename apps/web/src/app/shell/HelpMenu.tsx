import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { Hint } from '../../ui/Hint';

// The menu loads when it first opens (issue #27): MUI's Menu, Popover and Modal are not on the first paint.
const HelpMenuList = lazy(() => import('./HelpMenuList').then((m) => ({ default: m.HelpMenuList })));

const MENU_ID = 'help-menu';

/** §2.10's show guide and report an issue, under one Help button. */
export function HelpMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened the menu stays mounted, so closing it plays its transition.
  const [opened, setOpened] = useState(false);
  if (anchor && !opened) setOpened(true);

  return (
    <>
      <Hint title="Help">
        <IconButton
          color="inherit"
          aria-label="Help"
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? MENU_ID : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <HelpOutline />
        </IconButton>
      </Hint>
      {opened && (
        <Suspense fallback={null}>
          <HelpMenuList id={MENU_ID} anchor={anchor} close={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
