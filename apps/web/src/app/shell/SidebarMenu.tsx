import {
  isMenuGroup,
  showsFlaggedIndicator,
  type MenuGroup,
  type MenuItem,
  type MenuLink,
} from '@lease/contract';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useUiStore } from '../../store/ui';
import { FlaggedIndicator, flaggedDescriptionId } from './FlaggedIndicator';
import { MenuIcon } from '../../menu/menuIcons';
import { useFlaggedCount } from './useFlaggedCount';

interface SidebarMenuProps {
  items: MenuItem[];
  /** Called after a link is followed, so a mobile drawer can close. */
  onNavigate?: (() => void) | undefined;
}

const groupOf = (items: MenuItem[], pathname: string): MenuGroup | undefined =>
  items.filter(isMenuGroup).find((group) => group.children.some((child) => child.to === pathname));

/** Whether a group or link carries the flagged-cancellation indicator (§2.10, §2.11). */
const isFlagged = (item: MenuItem): boolean =>
  isMenuGroup(item) ? item.children.some((child) => child.flagged) : Boolean(item.flagged);

/** The vertical menu of §2.11: links, and groups that expand (ui.subMenuOpen). */
export function SidebarMenu({ items, onNavigate }: SidebarMenuProps) {
  const { pathname } = useLocation();
  const openSubMenu = useUiStore((s) => s.openSubMenu);

  // Parent-key handling (§4): the group holding the current page opens by itself.
  useEffect(() => {
    const group = groupOf(items, pathname);
    if (group) openSubMenu(group.key);
  }, [items, pathname, openSubMenu]);

  return (
    <List sx={{ px: 1 }}>
      {items.map((item) =>
        isMenuGroup(item) ? (
          <MenuGroupEntry key={item.key} group={item} onNavigate={onNavigate} />
        ) : (
          <MenuLinkEntry key={item.key} link={item} onNavigate={onNavigate} withIcon />
        ),
      )}
    </List>
  );
}

function MenuGroupEntry({
  group,
  onNavigate,
}: {
  group: MenuGroup;
  onNavigate: SidebarMenuProps['onNavigate'];
}) {
  const open = useUiStore((s) => s.subMenuOpen.includes(group.key));
  const toggleSubMenu = useUiStore((s) => s.toggleSubMenu);
  const flaggedCount = useFlaggedCount();
  const showFlag = showsFlaggedIndicator(flaggedCount) && isFlagged(group);
  const listId = `submenu-${group.key}`;

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        aria-describedby={showFlag ? flaggedDescriptionId(group.key) : undefined}
        onClick={() => toggleSubMenu(group.key)}
        sx={{ borderRadius: 2 }}
      >
        <ListItemIcon>
          <MenuIcon menuKey={group.key} />
        </ListItemIcon>
        <ListItemText primary={group.label} />
        {showFlag && <FlaggedIndicator count={flaggedCount} scope={group.key} />}
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} id={listId}>
        <List disablePadding>
          {group.children.map((child) => (
            <MenuLinkEntry key={child.key} link={child} onNavigate={onNavigate} nested />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

interface MenuLinkEntryProps {
  link: MenuLink;
  onNavigate: SidebarMenuProps['onNavigate'];
  withIcon?: boolean;
  nested?: boolean;
}

/** One menu link: a real link whose accessible name is its label; the current page is marked. */
export function MenuLinkEntry({ link, onNavigate, withIcon = false, nested = false }: MenuLinkEntryProps) {
  const { pathname } = useLocation();
  const flaggedCount = useFlaggedCount();
  const active = !link.external && pathname === link.to;
  const showFlag = showsFlaggedIndicator(flaggedCount) && isFlagged(link);
  const external = link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};

  return (
    <ListItem disablePadding>
      <ListItemButton
        href={link.to}
        {...external}
        selected={active}
        aria-current={active ? 'page' : undefined}
        aria-describedby={showFlag ? flaggedDescriptionId(link.key) : undefined}
        onClick={onNavigate}
        sx={{ borderRadius: 2, pl: nested ? 6.5 : 2, '&.Mui-selected': { fontWeight: 700 } }}
      >
        {withIcon && (
          <ListItemIcon>
            <MenuIcon menuKey={link.key} />
          </ListItemIcon>
        )}
        <ListItemText
          primary={link.label}
          slotProps={{
            primary: { sx: { fontWeight: 'inherit', fontSize: nested ? '0.875rem' : undefined } },
          }}
        />
        {showFlag && <FlaggedIndicator count={flaggedCount} scope={link.key} />}
        {link.external && <OpenInNew fontSize="small" sx={{ color: 'text.secondary' }} />}
      </ListItemButton>
    </ListItem>
  );
}
