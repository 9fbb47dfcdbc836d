import { describe, expect, it } from 'vitest';
import {
  alignedTicks,
  bandScale,
  labelStride,
  linearScale,
  niceStep,
  niceTicks,
  stack,
  tickCount,
} from './scale';

describe('the charts’ scales', () => {
  it('maps a domain onto pixels either way round, and a flat domain without dividing by 0', () => {
    const down = linearScale([0, 100], [200, 0]);
    expect([down(0), down(25), down(100)]).toEqual([200, 150, 0]);
    expect(linearScale([0, 10], [50, 150])(5)).toBe(100);
    expect(linearScale([0, 0], [0, 100])(0)).toBe(0);
  });

  it('takes round steps of 1, 2, 2.5 and 5 times a power of ten, whole ones for counts', () => {
    expect([0.7, 1, 1.2, 2.2, 3, 7, 13, 260, 4_100_000].map((r) => niceStep(r))).toEqual([
      1, 1, 2, 2.5, 5, 10, 20, 500, 5_000_000,
    ]);
    expect(niceStep(0.30000000000000004)).toBe(0.5);
    expect(niceStep(0.3)).toBeCloseTo(0.5);
    expect([0.2, 2.2, 22].map((r) => niceStep(r, true))).toEqual([1, 5, 25]);
    expect([0, -3, NaN, Infinity].map((r) => niceStep(r))).toEqual([1, 1, 1, 1]);
  });

  it('ticks from 0 to a round value past the largest, without float noise', () => {
    expect(niceTicks(84, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0.7, 3)).toEqual([0, 0.25, 0.5, 0.75]);
    expect(niceTicks(0.3, 3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(978_000, 5)).toEqual([0, 200_000, 400_000, 600_000, 800_000, 1_000_000]);
    // Two claims on a wide axis: no 0.5 of a claim.
    expect(niceTicks(2, 6, true)).toEqual([0, 1, 2]);
    // Nothing to draw still gives an axis.
    expect(niceTicks(0, 5)).toEqual([0, 1]);
  });

  it('gives a second axis as many steps as the first, so their gridlines meet', () => {
    const left = niceTicks(76, 4, true);
    const right = alignedTicks(978_000, left.length - 1);
    expect(right).toHaveLength(left.length);
    expect(right.at(-1)).toBeGreaterThanOrEqual(978_000);
    expect(right).toEqual([0, 250_000, 500_000, 750_000, 1_000_000]);
    expect(alignedTicks(0, 2)).toEqual([0, 1, 2]);
  });

  it('fits fewer ticks on a shorter axis', () => {
    expect(tickCount(300, 60)).toBe(5);
    expect(tickCount(100, 60)).toBe(1);
    expect(tickCount(10, 0)).toBe(10);
  });

  it('lays bands across a range, padded, capped in thickness, and finds the band under a point', () => {
    const band = bandScale(4, [0, 400], 0.5);
    expect([band.step, band.bandwidth]).toEqual([100, 50]);
    expect([band.start(0), band.center(0), band.start(3)]).toEqual([25, 50, 325]);
    expect([band.index(0), band.index(99.9), band.index(100), band.index(399)]).toEqual([0, 0, 1, 3]);
    expect([band.index(-1), band.index(400)]).toEqual([null, null]);
    const capped = bandScale(2, [100, 500], 0.2, 28);
    expect(capped.bandwidth).toBe(28);
    expect(capped.start(0)).toBe(200 - 14);
  });

  it('writes every label that fits beside the last one written', () => {
    expect(labelStride(50, 60)).toBe(1);
    expect(labelStride(55, 27)).toBe(3);
    expect(labelStride(10, 0)).toBe(18);
  });

  it('stacks series end to end per category', () => {
    expect(
      stack([
        [1, 0, 2],
        [3, 4, 0],
        [2, 1, 1],
      ]),
    ).toEqual([
      [
        [0, 1],
        [0, 0],
        [0, 2],
      ],
      [
        [1, 4],
        [0, 4],
        [2, 2],
      ],
      [
        [4, 6],
        [4, 5],
        [2, 3],
      ],
    ]);
  });
});
