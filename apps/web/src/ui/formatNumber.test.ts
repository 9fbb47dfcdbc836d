import { describe, expect, it } from 'vitest';
import { fixedDecimal, formatCount } from './formatNumber';

/** What the browser's own formatter writes: the arithmetic must match it digit for digit. */
const byIntl = (value: number, places: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: places, maximumFractionDigits: places }).format(
    value,
  );

describe('numbers without Intl', () => {
  it('groups thousands and rounds half away from zero on the written digits', () => {
    expect(fixedDecimal(1234567.5, 2)).toBe('1,234,567.50');
    expect(fixedDecimal(1.2345, 3)).toBe('1.235');
    expect(fixedDecimal(0.005, 2)).toBe('0.01');
    expect(fixedDecimal(999.995, 2)).toBe('1,000.00');
    expect(fixedDecimal(0, 0)).toBe('0');
    expect(formatCount(1_000_000)).toBe('1,000,000');
    expect(formatCount(-1234)).toBe('-1,234');
    expect(formatCount(999)).toBe('999');
  });

  it('writes what Intl.NumberFormat writes, for amounts of every size and precision', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 5_000; i += 1) {
      const places = i % 4;
      const value = Number((next() * 10 ** (i % 9)).toFixed(Math.floor(next() * 6)));
      expect(fixedDecimal(value, places), `${value} to ${places}`).toBe(byIntl(value, places));
    }
  });
});
