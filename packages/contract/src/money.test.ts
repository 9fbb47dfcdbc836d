import { describe, expect, it } from 'vitest';
import { cents, dollars, fromCents } from './money.js';

describe('money as exact cents', () => {
  it('reads decimal strings, signs included, without a float', () => {
    expect(cents('1234.5')).toBe(123450n);
    expect(cents('-0.50')).toBe(-50n);
    expect(cents(null)).toBe(0n);
    expect(cents('0.1')).toBe(10n);
  });

  it('writes two places and dollars with thousands separators', () => {
    expect(fromCents(123450n)).toBe('1234.50');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(dollars(123456789n)).toBe('$1,234,567.89');
    expect(dollars(100n)).toBe('$1.00');
    expect(dollars(-2001000n)).toBe('-$20,010.00');
  });
});
