import { isMenuGroup, type MenuGroup } from '@lease/contract';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../menu/menuIcons';
import { MenuLinkEntry } from './SidebarMenu';
import { useMenu } from '../../menu/useMenu';
import { UserCard } from '../../ui/UserCard';

const RAIL_WIDTH = 92;

const categorySx = {
  width: '100%',
  flexDirection: 'column',
  gap: 0.5,
  py: 1.25,
  px: 0.5,
  borderRadius: 2,
  fontSize: '0.75rem',
  fontWeight: 600,
  textAlign: 'center',
  color: 'text.primary',
  '&[aria-expanded="true"], &[aria-current="page"]': { bgcolor: 'action.selected' },
  '&:hover': { bgcolor: 'action.hover' },
} as const;

/** §2.10 big-sidebar: a rail of categories, and the links of the chosen one beside it. */
export function BigSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const menu = useMenu();
  const { pathname } = useLocation();
  const groups = menu.filter(isMenuGroup);
  const current = groups.find((g) => g.children.some((c) => c.to === pathname));
  const [chosenKey, setChosenKey] = useState(current?.key ?? groups[0]?.key);

  // Following a link from elsewhere (search, bell) shows that page's category.
  useEffect(() => {
    if (current) setChosenKey(current.key);
  }, [current]);

  const chosen: MenuGroup | undefined = groups.find((g) => g.key === chosenKey);

  return (
    <>
      <UserCard />
      <Divider />
      <Box component="nav" aria-label="Main menu" sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box
          component="ul"
          sx={{
            width: RAIL_WIDTH,
            flexShrink: 0,
            m: 0,
            p: 1,
            listStyle: 'none',
            borderRight: 1,
            borderColor: 'divider',
            overflowY: 'auto',
          }}
        >
          {menu.map((item) => (
            <Box component="li" key={item.key} sx={{ mb: 0.5 }}>
              {isMenuGroup(item) ? (
                <ButtonBase
                  aria-expanded={item.key === chosenKey}
                  aria-controls="big-sidebar-sublist"
                  onClick={() => setChosenKey(item.key)}
                  sx={categorySx}
                >
                  <MenuIcon menuKey={item.key} />
                  {item.label}
                </ButtonBase>
              ) : (
                <ButtonBase
                  href={item.to}
                  {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  aria-current={!item.external && pathname === item.to ? 'page' : undefined}
                  onClick={onNavigate}
                  sx={categorySx}
                >
                  <MenuIcon menuKey={item.key} />
                  {item.label}
                </ButtonBase>
              )}
            </Box>
          ))}
        </Box>
        <Box id="big-sidebar-sublist" sx={{ flex: 1, minWidth: 0, overflowY: 'auto', py: 1.5 }}>
          {chosen && (
            <>
              <Typography
                variant="overline"
                component="p"
                sx={{ px: 2, color: 'text.secondary', fontWeight: 700 }}
              >
                {chosen.label}
              </Typography>
              <List dense sx={{ px: 0.5 }}>
                {chosen.children.map((child) => (
                  <MenuLinkEntry key={child.key} link={child} onNavigate={onNavigate} />
                ))}
              </List>
            </>
          )}
        </Box>
      </Box>
    </>
  );
}
