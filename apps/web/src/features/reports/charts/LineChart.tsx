import { useTheme } from '@mui/material/styles';
import { BandAxis, ValueAxis } from './axes';
import { ChartFrame, type ChartA11y } from './ChartFrame';
import { seriesColors } from './colors';
import type { ValueFormat } from './formats';
import type { Point } from './layout';
import { lineLayout } from './lines';
import { useMeasure } from './useMeasure';
import { useWidth } from '../../../ui/useWidth';

export interface LineSeries {
  label: string;
  values: readonly number[];
  format: ValueFormat;
}

const path = (points: readonly Point[]) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('');

/** Markers on every point while the months are few enough to tell apart; the active one's always. */
const MARKERS_UP_TO = 24;

/**
 * Two series over the same months on two value axes: `left` solid on the left axis, `right` dashed on
 * the right one (each axis captioned with its series), their gridlines shared.
 */
export function LineChart({
  a11y,
  categories,
  left,
  right,
}: {
  a11y: ChartA11y;
  categories: readonly string[];
  left: LineSeries;
  right: LineSeries;
}) {
  const { palette } = useTheme();
  const measure = useMeasure();
  const [widthRef, width] = useWidth<HTMLDivElement>();
  const colors = seriesColors(palette, 2);
  const layout = lineLayout({ width, categories, left, right, measure });
  const { plot, band } = layout;
  const series = [left, right] as const;
  const dashes = [undefined, '6 4'] as const;
  return (
    <ChartFrame
      a11y={a11y}
      widthRef={widthRef}
      width={width}
      height={layout.height}
      legend={series.map((s, k) => ({
        label: s.label,
        color: colors[k]!,
        line: dashes[k] ? 'dashed' : 'solid',
      }))}
      count={categories.length}
      pick={(x) => band.index(x)}
      tip={(i) => ({
        at: layout.anchors[i]!,
        title: categories[i] ?? '',
        rows: series.map((s, k) => ({
          label: s.label,
          value: s.format.value(s.values[i] ?? 0),
          color: colors[k],
        })),
      })}
    >
      {(active) => (
        <>
          <g fill={palette.text.secondary}>
            <text x={0} y={12}>
              {left.label}
            </text>
            <text x={width} y={12} textAnchor="end">
              {right.label}
            </text>
          </g>
          <ValueAxis
            ticks={layout.leftTicks}
            scale={layout.leftValue}
            plot={plot}
            side="left"
            format={left.format.tick}
          />
          <ValueAxis
            ticks={layout.rightTicks}
            scale={layout.rightValue}
            plot={plot}
            side="right"
            format={right.format.tick}
          />
          {active !== null && (
            <line
              x1={band.center(active)}
              x2={band.center(active)}
              y1={plot.top}
              y2={plot.bottom}
              stroke={palette.text.disabled}
            />
          )}
          {layout.points.map((points, k) => (
            <g key={series[k]!.label} stroke={colors[k]} fill={colors[k]}>
              <path
                d={path(points)}
                fill="none"
                strokeWidth={2}
                strokeDasharray={dashes[k]}
                strokeLinejoin="round"
              />
              {points.map((p, i) =>
                i === active || categories.length <= MARKERS_UP_TO ? (
                  <circle
                    key={i}
                    cx={p.x}
                    cy={p.y}
                    r={i === active ? 5 : 3}
                    stroke={palette.background.paper}
                    strokeWidth={i === active ? 2 : 1}
                  />
                ) : null,
              )}
            </g>
          ))}
          <BandAxis
            labels={categories}
            center={band.center}
            plot={plot}
            width={width}
            side="bottom"
            stride={layout.stride}
            measure={measure}
          />
        </>
      )}
    </ChartFrame>
  );
}
