import { isMenuGroup, type MenuGroup, type MenuLink } from '@lease/contract';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../menu/menuIcons';
import { MenuLinkEntry } from './SidebarMenu';
import { useMenu } from '../../menu/useMenu';

const barButtonSx = { color: 'text.primary', px: 1.25, whiteSpace: 'nowrap', flexShrink: 0 } as const;

/** The horizontal menu bar; it wraps rather than hiding entries off screen. */
export const menuBarSx = { display: 'flex', flexWrap: 'wrap', gap: 0.25, px: 2, py: 0.5 } as const;

/** A top-level link of a horizontal menu bar. */
export function BarLink({ link }: { link: MenuLink }) {
  const { pathname } = useLocation();
  const active = !link.external && pathname === link.to;
  return (
    <Button
      href={link.to}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      aria-current={active ? 'page' : undefined}
      startIcon={<MenuIcon menuKey={link.key} />}
      sx={{ ...barButtonSx, ...(active && { bgcolor: 'action.selected' }) }}
    >
      {link.label}
    </Button>
  );
}

/** A group button of a horizontal menu bar: it opens its own panel. */
export function BarGroupButton({
  group,
  expanded,
  controls,
  onOpen,
}: {
  group: MenuGroup;
  expanded: boolean;
  controls: string;
  onOpen: (anchor: HTMLElement) => void;
}) {
  const { pathname } = useLocation();
  const holdsCurrent = group.children.some((c) => c.to === pathname);
  return (
    <Button
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      aria-haspopup="true"
      startIcon={<MenuIcon menuKey={group.key} />}
      endIcon={<ExpandMore />}
      onClick={(event) => onOpen(event.currentTarget)}
      sx={{ ...barButtonSx, ...(holdsCurrent && { bgcolor: 'action.selected' }) }}
    >
      {group.label}
    </Button>
  );
}

/** §2.10 top-navigation: the menu as a bar under the app bar; each group drops down its links. */
export function TopNav() {
  const menu = useMenu();
  const [open, setOpen] = useState<{ key: string; anchor: HTMLElement } | null>(null);
  const openGroup = menu.find((item): item is MenuGroup => isMenuGroup(item) && item.key === open?.key);

  return (
    <Box component="nav" aria-label="Main menu" sx={menuBarSx}>
      {menu.map((item) =>
        isMenuGroup(item) ? (
          <BarGroupButton
            key={item.key}
            group={item}
            expanded={open?.key === item.key}
            controls={`topnav-${item.key}`}
            onOpen={(anchor) => setOpen({ key: item.key, anchor })}
          />
        ) : (
          <BarLink key={item.key} link={item} />
        ),
      )}
      <Popover
        open={Boolean(openGroup)}
        anchorEl={open?.anchor}
        onClose={() => setOpen(null)}
        // Kept inside the nav element, so the group links stay part of the "Main menu" landmark.
        disablePortal
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { id: openGroup ? `topnav-${openGroup.key}` : undefined, sx: { minWidth: 240, mt: 0.5 } },
        }}
      >
        {openGroup && (
          <List dense aria-label={openGroup.label}>
            {openGroup.children.map((child) => (
              <MenuLinkEntry key={child.key} link={child} onNavigate={() => setOpen(null)} />
            ))}
          </List>
        )}
      </Popover>
    </Box>
  );
}
