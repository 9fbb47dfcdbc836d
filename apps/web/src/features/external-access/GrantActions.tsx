import type { ExternalGrantRow } from '@lease/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** Change and Revoke of a grant still open; a revoked one has none. */
export function GrantActions({
  grant,
  onChange,
  onRevoke,
}: {
  grant: ExternalGrantRow;
  onChange: (grant: ExternalGrantRow) => void;
  onRevoke: (grant: ExternalGrantRow) => void;
}) {
  if (grant.status === 'revoked') return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button size="small" aria-label={`Change access of ${grant.name}`} onClick={() => onChange(grant)}>
        Change
      </Button>
      <Button size="small" color="error" aria-label={`Revoke ${grant.name}`} onClick={() => onRevoke(grant)}>
        Revoke
      </Button>
    </Box>
  );
}
