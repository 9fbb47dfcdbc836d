import type { ValueFormat } from './formats';
import { BOTTOM_AXIS, GAP, TICK_SPACING, widest, type Plot, type Point } from './layout';
import { bandScale, labelStride, linearScale, niceTicks, stack, tickCount, type Band } from './scale';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarInput {
  width: number;
  categories: readonly string[];
  /** Each series' values, in category order. */
  series: readonly (readonly number[])[];
  horizontal: boolean;
  /** The series end to end in one bar per category, rather than side by side. */
  stacked: boolean;
  format: ValueFormat;
  /** A fixed top of the value axis (100 for a share in percent); the largest bar's otherwise. */
  max?: number;
  measure: (text: string) => number;
}

export interface BarLayout {
  height: number;
  plot: Plot;
  ticks: number[];
  /** A value's px along the value axis. */
  value: (value: number) => number;
  band: Band;
  /** Per series, per category. */
  bars: Rect[][];
  /** Each category's tooltip points at the end of its longest bar. */
  anchors: Point[];
  /** The room of a horizontal chart's category labels (they are cut to it). */
  labelWidth: number;
  /** Every how many categories a vertical chart writes a label. */
  stride: number;
}

/** A horizontal chart's row: a bar and its gap. */
const ROW = 32;
const VERTICAL_HEIGHT = 260;
const TOP = 8;
/** A horizontal chart's labels take at most this share of its width, so the bars keep the rest. */
const LABEL_SHARE = 0.4;

/** Where every bar of a bar chart goes at `width` px, its axes' ticks and its height. */
export function barLayout(input: BarInput): BarLayout {
  const { width, categories, series, horizontal, stacked, format, measure } = input;
  const spans = stacked ? stack(series) : series.map((values) => values.map((v): [number, number] => [0, v]));
  const tops = categories.map((_, i) => Math.max(0, ...spans.map((s) => s[i]?.[1] ?? 0)));
  const max = input.max ?? Math.max(0, ...tops);
  return horizontal
    ? horizontalLayout(input, spans, tops, max)
    : verticalLayout({ width, categories, format, measure, spans, tops, max, grouped: !stacked });
}

function horizontalLayout(
  { width, categories, format, measure }: BarInput,
  spans: [number, number][][],
  tops: number[],
  max: number,
): BarLayout {
  const labelWidth = Math.min(widest(categories, measure), Math.round(width * LABEL_SHARE));
  const left = labelWidth + GAP;
  // Labels as wide as the largest, with room between them: fewer ticks on a phone.
  const ticks = niceTicks(max, tickCount(width - left, measure(format.tick(max)) + 3 * GAP), format.integer);
  const last = ticks[ticks.length - 1] ?? 1;
  const plot = {
    left,
    top: TOP,
    right: width - measure(format.tick(last)) / 2 - 2,
    bottom: TOP + categories.length * ROW,
  };
  const value = linearScale([0, last], [plot.left, plot.right]);
  const band = bandScale(categories.length, [plot.top, plot.bottom], 0.35, 20);
  const bars = spans.map((s) =>
    s.map(([from, to], i) => ({
      x: value(from),
      y: band.start(i),
      width: value(to) - value(from),
      height: band.bandwidth,
    })),
  );
  const anchors = tops.map((top, i) => ({ x: value(top), y: band.center(i) }));
  return {
    height: plot.bottom + BOTTOM_AXIS,
    plot,
    ticks,
    value,
    band,
    bars,
    anchors,
    labelWidth,
    stride: 1,
  };
}

function verticalLayout({
  width,
  categories,
  format,
  measure,
  spans,
  tops,
  max,
  grouped,
}: Pick<BarInput, 'width' | 'categories' | 'format' | 'measure'> & {
  spans: [number, number][][];
  tops: number[];
  max: number;
  grouped: boolean;
}): BarLayout {
  const bottom = VERTICAL_HEIGHT - BOTTOM_AXIS;
  const ticks = niceTicks(max, tickCount(bottom - TOP, TICK_SPACING), format.integer);
  const plot = { left: widest(ticks.map(format.tick), measure) + GAP, top: TOP, right: width - GAP, bottom };
  const value = linearScale([0, ticks[ticks.length - 1] ?? 1], [plot.bottom, plot.top]);
  const side = grouped ? spans.length : 1;
  const band = bandScale(categories.length, [plot.left, plot.right], 0.3, 28 * side);
  // Bars side by side split their band, a pixel apart.
  const thickness = band.bandwidth / side;
  const inset = side > 1 ? 1 : 0;
  const bars = spans.map((s, k) =>
    s.map(([from, to], i) => ({
      x: band.start(i) + (grouped ? k * thickness : 0) + inset,
      y: value(to),
      width: thickness - 2 * inset,
      height: value(from) - value(to),
    })),
  );
  return {
    height: VERTICAL_HEIGHT,
    plot,
    ticks,
    value,
    band,
    bars,
    anchors: tops.map((top, i) => ({ x: band.center(i), y: value(top) })),
    labelWidth: 0,
    stride: labelStride(widest(categories, measure), band.step),
  };
}
