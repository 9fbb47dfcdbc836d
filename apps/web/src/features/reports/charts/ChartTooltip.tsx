import Box from '@mui/material/Box';
import type { Point } from './layout';

export interface TooltipRow {
  label: string;
  value: string;
  /** The series' colour; none for a total. */
  color?: string;
}

export interface Tip {
  at: Point;
  title: string;
  rows: TooltipRow[];
}

/** Keeps the tooltip's middle this far inside the chart's top and bottom. */
const EDGE = 28;

/**
 * A group's label and values beside the point it names: to its right on the chart's left half, to its
 * left on the right half, so it never leaves the card. Drawn by the chart, not a popper: MUI's
 * Tooltip would bring the shell's `later` file to the page's first load (issue #33).
 */
export function ChartTooltip({ tip, width, height }: { tip: Tip; width: number; height: number }) {
  const right = tip.at.x < width / 2;
  return (
    <Box
      aria-hidden
      data-testid="chart-tooltip"
      sx={(theme) => ({
        position: 'absolute',
        left: tip.at.x + (right ? 12 : -12),
        top: Math.min(Math.max(tip.at.y, EDGE), height - EDGE),
        transform: `translate(${right ? 0 : '-100%'}, -50%)`,
        pointerEvents: 'none',
        zIndex: 1,
        minWidth: 140,
        maxWidth: Math.max(160, width - 24),
        px: 1.25,
        py: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        boxShadow: 3,
        bgcolor: theme.palette.mode === 'dark' ? theme.palette.grey[800] : 'background.paper',
        typography: 'caption',
      })}
    >
      <Box sx={{ fontWeight: 600, mb: 0.5 }}>{tip.title}</Box>
      {tip.rows.map((row) => (
        <Box key={row.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 8, height: 8, borderRadius: '2px', bgcolor: row.color, flexShrink: 0 }} />
          <Box sx={{ color: 'text.secondary', mr: 'auto', pr: 1.5 }}>{row.label}</Box>
          <Box sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{row.value}</Box>
        </Box>
      ))}
    </Box>
  );
}
