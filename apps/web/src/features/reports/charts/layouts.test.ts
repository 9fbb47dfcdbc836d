import { describe, expect, it } from 'vitest';
import { barLayout } from './bars';
import { COUNT, MONEY, PERCENT } from './formats';
import { lineLayout } from './lines';

const mono = (text: string) => text.length * 6;
const STAGES = ['00 - Entrata', '02 - Document Verification and Onboarding', '05 - Policy Issued'];

describe('bar layouts', () => {
  it('stacks horizontal bars end to end, each product from where the last ended', () => {
    const layout = barLayout({
      width: 400,
      categories: STAGES,
      series: [
        [1, 2, 10],
        [3, 0, 20],
      ],
      horizontal: true,
      stacked: true,
      format: COUNT,
      measure: mono,
    });
    const [first, second] = layout.bars;
    // Labels take at most 40 % of the width; the rest is the bars'.
    expect(layout.labelWidth).toBe(160);
    expect(layout.plot.left).toBe(168);
    expect(first![0]!.x).toBe(layout.plot.left);
    expect(second![0]!.x).toBeCloseTo(first![0]!.x + first![0]!.width);
    expect(second![1]!.width).toBe(0);
    expect(layout.ticks.at(-1)).toBeGreaterThanOrEqual(30);
    // The tooltip points at the end of the whole bar; one 32 px row a category.
    expect(layout.anchors[2]!.x).toBeCloseTo(layout.value(30));
    expect(layout.height).toBe(8 + 3 * 32 + 24);
  });

  it('puts grouped vertical bars side by side within their month, and thins the month labels', () => {
    const months = Array.from({ length: 12 }, (_, i) => `Month ${i + 1}`);
    const layout = barLayout({
      width: 320,
      categories: months,
      series: [months.map(() => 4000), months.map(() => 1000)],
      horizontal: false,
      stacked: false,
      format: MONEY,
      measure: mono,
    });
    const [invoiced, outstanding] = layout.bars;
    expect(outstanding![0]!.x).toBeGreaterThan(invoiced![0]!.x + invoiced![0]!.width);
    expect(outstanding![0]!.x + outstanding![0]!.width).toBeLessThanOrEqual(
      layout.band.start(0) + layout.band.bandwidth,
    );
    expect(invoiced![0]!.y + invoiced![0]!.height).toBeCloseTo(layout.plot.bottom);
    expect(outstanding![0]!.height).toBeCloseTo(invoiced![0]!.height / 4);
    expect(layout.stride).toBeGreaterThan(1);
    // The widest tick label ("$4K" or so) sets the left margin.
    expect(layout.plot.left).toBe(8 + Math.max(...layout.ticks.map((t) => mono(MONEY.tick(t)))));
  });

  it('keeps a share’s axis at 0–100 % whatever the bars', () => {
    const layout = barLayout({
      width: 600,
      categories: ['Nov 2, 2026'],
      series: [[67]],
      horizontal: false,
      stacked: false,
      format: PERCENT,
      max: 100,
      measure: mono,
    });
    expect(layout.ticks.at(-1)).toBe(100);
    expect(layout.value(100)).toBe(layout.plot.top);
  });
});

describe('the two-axis line layout', () => {
  it('gives both axes as many ticks and puts each series on its own', () => {
    const layout = lineLayout({
      width: 600,
      categories: ['Dec 2025', 'Jan 2026', 'Feb 2026'],
      left: { values: [44, 49, 76], format: COUNT },
      right: { values: [623_300, 731_000, 978_000], format: MONEY },
      measure: mono,
    });
    expect(layout.rightTicks).toHaveLength(layout.leftTicks.length);
    const [policies, coverage] = layout.points;
    expect(policies[2]!.y).toBeCloseTo(layout.leftValue(76));
    expect(coverage[2]!.y).toBeCloseTo(layout.rightValue(978_000));
    expect(layout.anchors[2]!.y).toBe(Math.min(policies[2]!.y, coverage[2]!.y));
    expect(layout.plot.right).toBeLessThan(600 - 8);
  });
});
