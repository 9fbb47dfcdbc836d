/** The report charts' geometry as pure functions: value scales, round ticks, bands and stacks. */

/** Maps a value of the domain [d0, d1] onto the pixels [r0, r1] (either way round). */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (value: number) => number {
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

const ROUND = [1, 2, 2.5, 5, 10];

/** The smallest round step (1, 2, 2.5 or 5 times a power of ten) not under `raw`; a whole one for counts. */
export function niceStep(raw: number, integer = false): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ROUND.map((r) => r * power)
    // 1e-9: a raw of 0.3 computed as 0.30000000000000004 still takes the step 0.3, not 0.5.
    .filter((s) => s >= raw * (1 - 1e-9))
    .find((s) => !integer || Number.isInteger(s));
  return integer ? Math.max(1, step ?? Math.ceil(raw)) : (step ?? 10 * power);
}

/** `intervals` steps of `step` from 0, each rounded off the float noise of the product (0.1 × 3). */
const evenTicks = (step: number, intervals: number): number[] =>
  Array.from({ length: intervals + 1 }, (_, i) => Number((i * step).toPrecision(12)));

/** Ticks from 0 to a round value at or past `max`, in about `count` round steps (bars start at 0). */
export function niceTicks(max: number, count: number, integer = false): number[] {
  const step = niceStep(max / Math.max(1, count), integer);
  return evenTicks(step, Math.max(1, Math.ceil(max / step - 1e-9)));
}

/** Ticks past `max` in exactly `intervals` round steps: a second axis whose gridlines meet the first's. */
export function alignedTicks(max: number, intervals: number, integer = false): number[] {
  return evenTicks(niceStep(max / intervals, integer), intervals);
}

/** How many intervals an axis of `length` px holds with at least `spacing` px between its labels. */
export const tickCount = (length: number, spacing: number): number =>
  Math.max(1, Math.floor(length / Math.max(1, spacing)));

export interface Band {
  /** The px from one band's start to the next. */
  step: number;
  /** A bar's thickness. */
  bandwidth: number;
  /** Where the bar of band `i` starts. */
  start: (i: number) => number;
  center: (i: number) => number;
  /** The band under a px position, if any. */
  index: (position: number) => number | null;
}

/**
 * `n` bands across [r0, r1]; a bar leaves `padding` of its band empty, and is never thicker than
 * `maxBandwidth` (a few wide months would draw slabs).
 */
export function bandScale(
  n: number,
  [r0, r1]: readonly [number, number],
  padding: number,
  maxBandwidth = Infinity,
): Band {
  const step = (r1 - r0) / Math.max(1, n);
  const bandwidth = Math.min(step * (1 - padding), maxBandwidth);
  const center = (i: number) => r0 + (i + 0.5) * step;
  return {
    step,
    bandwidth,
    start: (i) => center(i) - bandwidth / 2,
    center,
    index: (position) => {
      const i = Math.floor((position - r0) / step);
      return i >= 0 && i < n ? i : null;
    },
  };
}

/** Every how many bands a label fits, the widest being `widest` px, with `gap` px between labels. */
export const labelStride = (widest: number, step: number, gap = 8): number =>
  Math.max(1, Math.ceil((widest + gap) / Math.max(1, step)));

/** Each series' [from, to] per category, laid end to end in series order. */
export function stack(series: readonly (readonly number[])[]): [number, number][][] {
  const tops: number[] = [];
  return series.map((values) =>
    values.map((value, i) => {
      const from = tops[i] ?? 0;
      tops[i] = from + value;
      return [from, from + value];
    }),
  );
}
