import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { SidebarMenu } from './SidebarMenu';
import { useMenu } from '../../menu/useMenu';
import { UserCard } from '../../ui/UserCard';

/** The standard sidebar: who is signed in, then the role's menu. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const menu = useMenu();
  return (
    <>
      <UserCard />
      <Divider />
      <Box component="nav" aria-label="Main menu" sx={{ py: 1 }}>
        <SidebarMenu items={menu} onNavigate={onNavigate} />
      </Box>
    </>
  );
}
