import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { seriesHistogram } from './series-histogram.js';

const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const config = { name: 'h_seconds', help: 'A histogram.', buckets };

/** An exposition's sample lines by metric and label set (labels sorted), to compare two expositions. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = (match[2] ?? '').split(',').filter(Boolean).sort().join(',');
    found.set(`${match[1]}{${labels}}`, Number(match[3]));
  }
  return found;
}

describe('a histogram of series found once', () => {
  it("reads at a scrape as prom-client's own Histogram given the same observations", async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const reference = new Histogram({ ...config, labelNames: ['route', 'status'], registers: [theirs] });
    const histogram = seriesHistogram(ours, config);
    const labelSets = [
      { route: '/api/health', status: '200' },
      { route: '/api/claims/:id', status: '404' },
      { route: 'unmatched', status: '404' },
    ];
    // Values on the bounds themselves, under the first, over the last, and between.
    const values = [0, 0.005, 0.0051, 0.01, 1, 2.5, 30, 30.1, 120, ...buckets.map((b) => b * 0.7)];
    for (let i = 0; i < 500; i += 1) {
      const labels = labelSets[i % labelSets.length]!;
      const value = i < values.length ? values[i]! : Math.random() * 40;
      reference.observe(labels, value);
      histogram.series(labels).observe(value);
    }
    const expected = samples(await theirs.metrics());
    const got = samples(await ours.metrics());
    expect(got.size).toBe(labelSets.length * (buckets.length + 3));
    for (const [key, value] of expected) expect(got.get(key), key).toBeCloseTo(value, 9);
    expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
    expect(await ours.metrics()).toContain('# TYPE h_seconds histogram');
  });

  it('gives the same series for the same labels, and a reset zeroes them', async () => {
    const registry = new Registry();
    const histogram = seriesHistogram(registry, config);
    histogram.series({ route: '/a' }).observe(0.2);
    histogram.series({ route: '/a' }).observe(0.3);
    expect(samples(await registry.metrics()).get('h_seconds_count{route="/a"}')).toBe(2);
    registry.resetMetrics();
    expect(samples(await registry.metrics()).get('h_seconds_count{route="/a"}')).toBe(0);
    histogram.series({ route: '/a' }).observe(0.2);
    expect(samples(await registry.metrics()).get('h_seconds_count{route="/a"}')).toBe(1);
  });
});
