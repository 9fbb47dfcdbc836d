import { useTheme } from '@mui/material/styles';
import { GAP, type Plot } from './layout';
import { truncate } from './text';

/**
 * A value axis: its labels beside (left, right) or under (bottom) the drawing, and, but for a right
 * axis, whose ticks meet the left's, its gridlines across it.
 */
export function ValueAxis({
  ticks,
  scale,
  plot,
  side,
  format,
}: {
  ticks: readonly number[];
  scale: (value: number) => number;
  plot: Plot;
  side: 'left' | 'right' | 'bottom';
  format: (value: number) => string;
}) {
  const { palette } = useTheme();
  return (
    <g fill={palette.text.secondary}>
      {ticks.map((tick) => {
        const at = scale(tick);
        if (side === 'bottom') {
          return (
            <g key={tick}>
              <line x1={at} x2={at} y1={plot.top} y2={plot.bottom} stroke={palette.divider} />
              <text x={at} y={plot.bottom + 16} textAnchor="middle">
                {format(tick)}
              </text>
            </g>
          );
        }
        const left = side === 'left';
        return (
          <g key={tick}>
            {left && <line x1={plot.left} x2={plot.right} y1={at} y2={at} stroke={palette.divider} />}
            <text
              x={left ? plot.left - GAP : plot.right + GAP}
              y={at}
              textAnchor={left ? 'end' : 'start'}
              dominantBaseline="middle"
            >
              {format(tick)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * The categories' labels: left of horizontal bars, cut to `labelWidth` with the whole label in a
 * <title>; or under the drawing, every `stride`-th one, so that none overlap, the first and last kept
 * inside the chart's `width`.
 */
export function BandAxis({
  labels,
  center,
  plot,
  width,
  side,
  labelWidth = 0,
  stride = 1,
  measure,
}: {
  labels: readonly string[];
  center: (i: number) => number;
  plot: Plot;
  width: number;
  side: 'left' | 'bottom';
  labelWidth?: number;
  stride?: number;
  measure: (text: string) => number;
}) {
  const { palette } = useTheme();
  return (
    <g fill={palette.text.secondary}>
      {labels.map((label, i) => {
        if (side === 'bottom') {
          if (i % stride !== 0) return null;
          const half = measure(label) / 2;
          return (
            <text
              key={i}
              x={Math.min(Math.max(center(i), half), width - half)}
              y={plot.bottom + 16}
              textAnchor="middle"
            >
              {label}
            </text>
          );
        }
        const shown = truncate(label, labelWidth, measure);
        return (
          <text key={i} x={plot.left - GAP} y={center(i)} textAnchor="end" dominantBaseline="middle">
            {shown !== label && <title>{label}</title>}
            {shown}
          </text>
        );
      })}
      <line
        x1={plot.left}
        x2={side === 'bottom' ? plot.right : plot.left}
        y1={plot.bottom}
        y2={side === 'bottom' ? plot.bottom : plot.top}
        stroke={palette.text.disabled}
      />
    </g>
  );
}
