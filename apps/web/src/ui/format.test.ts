import { describe, expect, it } from 'vitest';
import { useUiStore } from '../store/ui';
import { formatDate, formatDateTime, formatDetailDate, formatMoney, formatPeriod } from './format';

describe('money and dates (§9, file 2 §9)', () => {
  it('shows dollars with a $ prefix, US separators, up to 3 decimals, and 0 when empty', () => {
    expect(formatMoney(1234567.5)).toBe('$1,234,567.50');
    expect(formatMoney('3624.30')).toBe('$3,624.30');
    expect(formatMoney(1.2345)).toBe('$1.235');
    expect(formatMoney('$2,500')).toBe('$2,500');
    expect(formatMoney(-40)).toBe('-$40');
    expect(formatMoney(null)).toBe('$0');
    expect(formatMoney('')).toBe('$0');
  });

  it('shows list dates in the user’s format (DD/MM/YYYY by default) and detail dates as YYYY-MM-DD', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatDateTime('2026-03-07T15:04:00')).toMatch(/^07\/03\/2026 03:04 PM \S+$/);
    expect(formatPeriod('2026-03')).toBe('03/2026');
    useUiStore.getState().applyTheme({ dateFormat: 'MM/DD/YYYY' });
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    expect(formatDetailDate('2026-03-07T10:00:00')).toBe('2026-03-07');
    useUiStore.getState().applyTheme({ dateFormat: 'YYYY-MM-DD' });
    expect(formatDate('2026-03-07')).toBe('2026-03-07');
    expect(formatPeriod('2026-03')).toBe('2026-03');
    useUiStore.getState().reset();
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
