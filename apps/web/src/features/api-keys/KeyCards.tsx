import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { API_KEY_TEXTS, ROLE_LABELS, type ApiKeyRow } from '@lease/contract';
import { formatDate, formatDateTime } from '../../ui/format';
import { StatusChip } from '../../ui/StatusChip';
import { keyAccess } from './keyAccess';

/**
 * The keys on a phone: one card each, its Revoke button on the first line, so no key's action sits
 * past the right edge of a sideways-scrolling table.
 */
export function KeyCards({ keys, onRevoke }: { keys: ApiKeyRow[]; onRevoke: (key: ApiKeyRow) => void }) {
  return (
    <Stack component="ul" aria-label="API keys" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {keys.map((key) => (
        <Paper component="li" variant="outlined" key={key.id} aria-label={key.name} sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{key.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
                {`${key.prefix}…`}
              </Typography>
            </Box>
            <StatusChip status={key.status} />
            {key.status !== 'revoked' && (
              <Button
                size="small"
                color="error"
                aria-label={`Revoke ${key.name}`}
                onClick={() => onRevoke(key)}
              >
                {API_KEY_TEXTS.revoke}
              </Button>
            )}
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {`${key.user.name} (${ROLE_LABELS[key.user.role]})`}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {keyAccess(key)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`Expires ${key.expiresAt ? formatDate(key.expiresAt) : API_KEY_TEXTS.never.toLowerCase()} · last used ${
              key.lastUsedAt ? formatDateTime(key.lastUsedAt) : API_KEY_TEXTS.never.toLowerCase()
            }`}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
