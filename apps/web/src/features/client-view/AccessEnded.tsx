import LockClock from '@mui/icons-material/LockClock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSignOut } from '../../api/useSignOut';
import { Brand } from '../../ui/Brand';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';

/** The landlord ended the external's access, or it expired: say so, in the server's words, with the way out. */
export function AccessEnded({ message }: { message: string }) {
  const signOut = useSignOut();
  return (
    <Box component="main" id="main-content" data-page-loaded="true" sx={{ maxWidth: 640, mx: 'auto', p: 3 }}>
      <Box sx={{ mb: 3 }}>
        <Brand color="primary.main" />
      </Box>
      <PageTitle>Access ended</PageTitle>
      <EmptyState
        testId="access-ended"
        icon={<LockClock />}
        title={message}
        action={
          <Button variant="contained" onClick={() => void signOut()}>
            Log out
          </Button>
        }
      />
    </Box>
  );
}
