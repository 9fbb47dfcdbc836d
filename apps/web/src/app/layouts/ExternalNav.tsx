import { externalMenu } from '@lease/contract';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useLocation } from 'react-router';
import { UserCard } from '../../ui/UserCard';

/** The external's own menu list of §2.11: the sections of the landlord's portfolio it may read. */
export function ExternalNav({ clientId, onNavigate }: { clientId: string; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      <UserCard />
      <Box component="nav" aria-label="Main menu" sx={{ py: 1 }}>
        <List sx={{ px: 1 }}>
          {externalMenu(clientId).map(({ key, label, to }) => {
            const active = pathname === to;
            return (
              <ListItem key={key} disablePadding>
                <ListItemButton
                  href={to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  sx={{ borderRadius: 2, '&.Mui-selected': { fontWeight: 700 } }}
                >
                  <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </>
  );
}
