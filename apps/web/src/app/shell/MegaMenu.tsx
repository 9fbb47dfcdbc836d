import { isMenuGroup } from '@lease/contract';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { MenuLinkEntry } from './SidebarMenu';
import { BarGroupButton, BarLink, menuBarSx } from './TopNav';
import { useMenu } from '../../menu/useMenu';

const PANEL_ID = 'mega-menu-panel';

/**
 * §2.10 mega-menu: the bar under the app bar opens one wide panel that shows every group side by
 * side, the chosen one marked.
 */
export function MegaMenu() {
  const menu = useMenu();
  const barRef = useRef<HTMLElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const groups = menu.filter(isMenuGroup);

  return (
    <Box ref={barRef} component="nav" aria-label="Main menu" sx={menuBarSx}>
      {menu.map((item) =>
        isMenuGroup(item) ? (
          <BarGroupButton
            key={item.key}
            group={item}
            expanded={chosen === item.key}
            controls={PANEL_ID}
            onOpen={() => setChosen(item.key)}
          />
        ) : (
          <BarLink key={item.key} link={item} />
        ),
      )}
      <Popover
        open={chosen !== null}
        anchorEl={barRef.current}
        onClose={() => setChosen(null)}
        // Kept inside the nav element, so the group links stay part of the "Main menu" landmark.
        disablePortal
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ paper: { id: PANEL_ID, sx: { width: 'min(1100px, calc(100vw - 32px))', p: 2 } } }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}>
          {groups.map((group) => (
            <Box
              key={group.key}
              sx={{
                borderRadius: 2,
                p: 1,
                border: 1,
                borderColor: group.key === chosen ? 'primary.main' : 'transparent',
                bgcolor: group.key === chosen ? 'action.hover' : 'transparent',
              }}
            >
              <Typography
                variant="overline"
                component="p"
                sx={{ px: 1, fontWeight: 700, color: 'text.secondary' }}
              >
                {group.label}
              </Typography>
              <List dense disablePadding aria-label={group.label}>
                {group.children.map((child) => (
                  <MenuLinkEntry key={child.key} link={child} onNavigate={() => setChosen(null)} />
                ))}
              </List>
            </Box>
          ))}
        </Box>
      </Popover>
    </Box>
  );
}
