import { ROLE_LABELS } from '@lease/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAuthStore } from '../store/auth';
import { UserAvatar } from './UserAvatar';
import { Hint } from './Hint';

/** §2.10: the sidebar shows the stored user's avatar and name; a long name shows whole on hover. */
export function UserCard() {
  const user = useAuthStore((s) => s.currentUser);
  if (!user) return null;
  return (
    <Hint title={`${user.name} · ${ROLE_LABELS[user.role]}`} placement="bottom-start" describeChild>
      <Box
        component="section"
        aria-label="Signed-in user"
        tabIndex={0}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 2, outlineOffset: -2 }}
        data-testid="sidebar-user"
      >
        <UserAvatar user={user} size={40} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {user.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {ROLE_LABELS[user.role]}
          </Typography>
        </Box>
      </Box>
    </Hint>
  );
}
