import type { ExternalGrantRow } from '@lease/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusChip } from '../../ui/StatusChip';
import { GrantActions } from './GrantActions';
import { grantText, lastRead } from './grantText';

/** The outside parties on a phone: one card each, its actions on the first line (no sideways scroll). */
export function ExternalCards({
  grants,
  onChange,
  onRevoke,
}: {
  grants: ExternalGrantRow[];
  onChange: (grant: ExternalGrantRow) => void;
  onRevoke: (grant: ExternalGrantRow) => void;
}) {
  return (
    <Stack component="ul" aria-label="Outside parties" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {grants.map((g) => (
        <Paper component="li" variant="outlined" key={g.id} aria-label={g.name} sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{g.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {g.email}
              </Typography>
            </Box>
            <StatusChip status={g.status} />
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {grantText(g)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`Last read: ${lastRead(g)}`}
          </Typography>
          <GrantActions grant={g} onChange={onChange} onRevoke={onRevoke} />
        </Paper>
      ))}
    </Stack>
  );
}
