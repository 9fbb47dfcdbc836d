import Chip, { type ChipProps } from '@mui/material/Chip';

type Tone = NonNullable<ChipProps['color']>;

/**
 * Status codes as people say them. A code not listed reads as its words capitalised, so a new status
 * never shows raw ("auto_accepted" → "Auto accepted").
 */
const STATUS: Record<string, { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  auto_accepted: { label: 'Auto-accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'error' },
  expired: { label: 'Expired', tone: 'default' },
  active: { label: 'Active', tone: 'success' },
  inactive: { label: 'Inactive', tone: 'default' },
  invalid: { label: 'Not found', tone: 'default' },
};

export function statusLabel(status: string): string {
  const known = STATUS[status];
  if (known) return known.label;
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A status as a small tinted chip with its human label; the colour only repeats what the word says. */
export function StatusChip({ status }: { status: string }) {
  const tone = STATUS[status]?.tone ?? 'default';
  return (
    <Chip
      label={statusLabel(status)}
      color={tone}
      size="small"
      variant="outlined"
      sx={{ fontWeight: 600, borderRadius: 1.5, height: 22 }}
    />
  );
}
