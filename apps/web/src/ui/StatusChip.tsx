import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { STATUS, statusLabel } from './statusLabel';

/**
 * A status as a small chip with its human label in the text colour and a dot in the status colour: the
 * words stay readable on every palette and mode, the colour only repeats what they say.
 */
export function StatusChip({ status, label = statusLabel(status) }: { status: string; label?: string }) {
  const tone = STATUS[status]?.tone ?? 'default';
  return (
    <Chip
      label={label}
      // Whole on hover when a narrow column cuts it.
      title={label}
      size="small"
      variant="outlined"
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: tone === 'default' ? 'text.disabled' : `${tone}.main`,
          }}
        />
      }
      sx={{ fontWeight: 600, borderRadius: 1.5, height: 22, borderColor: 'divider', pl: 0.75 }}
    />
  );
}
