import { STATUS, statusLabel } from './statusLabel';

/**
 * A status as a small chip with its human label in the text colour and a dot in the status colour: the
 * words stay readable on every palette and mode, the colour only repeats what they say. Plain markup,
 * styled once for the app by `statusChipStyles`, so a list of a hundred rows draws no Chip component.
 */
export function StatusChip({ status, label = statusLabel(status) }: { status: string; label?: string }) {
  const tone = STATUS[status]?.tone ?? 'default';
  return (
    // Whole on hover when a narrow column cuts it.
    <span className="status-chip" title={label}>
      <span className="status-chip-dot" data-tone={tone} aria-hidden />
      <span className="status-chip-label">{label}</span>
    </span>
  );
}
