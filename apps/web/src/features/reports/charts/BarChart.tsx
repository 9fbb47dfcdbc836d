import { useTheme } from '@mui/material/styles';
import { BandAxis, ValueAxis } from './axes';
import { barLayout } from './bars';
import { ChartFrame, type ChartA11y } from './ChartFrame';
import { seriesColors } from './colors';
import type { ValueFormat } from './formats';
import { useMeasure } from './useMeasure';
import { useWidth } from '../../../ui/useWidth';

export interface BarSeries {
  label: string;
  /** In category order. */
  values: readonly number[];
}

/**
 * Bars per category: horizontal (categories down the side, long labels cut) or vertical (months along
 * the bottom); several series side by side, or `stacked` end to end with their total in the tooltip.
 */
export function BarChart({
  a11y,
  categories,
  series,
  horizontal = false,
  stacked = false,
  format,
  max,
}: {
  a11y: ChartA11y;
  categories: readonly string[];
  series: readonly BarSeries[];
  horizontal?: boolean;
  stacked?: boolean;
  format: ValueFormat;
  max?: number;
}) {
  const { palette } = useTheme();
  const measure = useMeasure();
  const [widthRef, width] = useWidth<HTMLDivElement>();
  const colors = seriesColors(palette, series.length);
  const layout = barLayout({
    width,
    categories,
    series: series.map((s) => s.values),
    horizontal,
    stacked,
    format,
    max,
    measure,
  });
  const { plot, band } = layout;
  const rows = (i: number) => [
    ...series.map((s, k) => ({ label: s.label, value: format.value(s.values[i] ?? 0), color: colors[k] })),
    ...(stacked
      ? [{ label: 'Total', value: format.value(series.reduce((n, s) => n + (s.values[i] ?? 0), 0)) }]
      : []),
  ];
  return (
    <ChartFrame
      a11y={a11y}
      widthRef={widthRef}
      width={width}
      height={layout.height}
      legend={series.length > 1 ? series.map((s, k) => ({ label: s.label, color: colors[k]! })) : undefined}
      count={categories.length}
      pick={(x, y) => band.index(horizontal ? y : x)}
      tip={(i) => ({ at: layout.anchors[i]!, title: categories[i] ?? '', rows: rows(i) })}
    >
      {(active) => (
        <>
          {active !== null && (
            // The active category's whole band, lit behind its bars.
            <rect
              {...(horizontal
                ? {
                    x: plot.left,
                    width: plot.right - plot.left,
                    y: band.center(active) - band.step / 2,
                    height: band.step,
                  }
                : {
                    x: band.center(active) - band.step / 2,
                    width: band.step,
                    y: plot.top,
                    height: plot.bottom - plot.top,
                  })}
              fill={palette.action.hover}
            />
          )}
          <ValueAxis
            ticks={layout.ticks}
            scale={layout.value}
            plot={plot}
            side={horizontal ? 'bottom' : 'left'}
            format={format.tick}
          />
          {layout.bars.map((bars, k) => (
            <g key={series[k]!.label} fill={colors[k]}>
              {bars.map((bar, i) =>
                bar.width > 0 && bar.height > 0 ? (
                  // Stacked parts a hairline of the card apart, as a legend's swatches are.
                  <rect
                    key={i}
                    {...bar}
                    rx={stacked ? 0 : 2}
                    stroke={stacked ? palette.background.paper : undefined}
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
            side={horizontal ? 'left' : 'bottom'}
            labelWidth={layout.labelWidth}
            stride={layout.stride}
            measure={measure}
          />
        </>
      )}
    </ChartFrame>
  );
}
