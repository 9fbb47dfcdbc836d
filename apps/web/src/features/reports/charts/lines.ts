import type { ValueFormat } from './formats';
import { BOTTOM_AXIS, GAP, TICK_SPACING, widest, type Plot, type Point } from './layout';
import { alignedTicks, bandScale, labelStride, linearScale, niceTicks, tickCount, type Band } from './scale';

export interface LineInput {
  width: number;
  categories: readonly string[];
  /** The left axis's series and the right axis's. */
  left: { values: readonly number[]; format: ValueFormat };
  right: { values: readonly number[]; format: ValueFormat };
  measure: (text: string) => number;
}

export interface LineLayout {
  height: number;
  plot: Plot;
  /** Both axes have as many ticks, so one set of gridlines serves both. */
  leftTicks: number[];
  rightTicks: number[];
  leftValue: (value: number) => number;
  rightValue: (value: number) => number;
  band: Band;
  /** The left series' points, then the right's. */
  points: [Point[], Point[]];
  anchors: Point[];
  stride: number;
}

const HEIGHT = 260;
/** Above the drawing, for each axis's caption. */
const TOP = 28;

/** Where a two-axis line chart's points go at `width` px, and its ticks. */
export function lineLayout({ width, categories, left, right, measure }: LineInput): LineLayout {
  const bottom = HEIGHT - BOTTOM_AXIS;
  const leftTicks = niceTicks(
    Math.max(0, ...left.values),
    tickCount(bottom - TOP, TICK_SPACING),
    left.format.integer,
  );
  const rightTicks = alignedTicks(Math.max(0, ...right.values), leftTicks.length - 1, right.format.integer);
  const plot = {
    left: widest(leftTicks.map(left.format.tick), measure) + GAP,
    top: TOP,
    right: width - widest(rightTicks.map(right.format.tick), measure) - GAP,
    bottom,
  };
  const leftValue = linearScale([0, leftTicks[leftTicks.length - 1] ?? 1], [plot.bottom, plot.top]);
  const rightValue = linearScale([0, rightTicks[rightTicks.length - 1] ?? 1], [plot.bottom, plot.top]);
  const band = bandScale(categories.length, [plot.left, plot.right], 0);
  const points: [Point[], Point[]] = [
    left.values.map((v, i) => ({ x: band.center(i), y: leftValue(v) })),
    right.values.map((v, i) => ({ x: band.center(i), y: rightValue(v) })),
  ];
  return {
    height: HEIGHT,
    plot,
    leftTicks,
    rightTicks,
    leftValue,
    rightValue,
    band,
    points,
    anchors: categories.map((_, i) => ({
      x: band.center(i),
      y: Math.min(points[0][i]?.y ?? bottom, points[1][i]?.y ?? bottom),
    })),
    stride: labelStride(widest(categories, measure), band.step),
  };
}
