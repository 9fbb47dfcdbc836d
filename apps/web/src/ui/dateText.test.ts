import { describe, expect, it } from 'vitest';
import { dateText, maskDate, parseDate } from './dateText';

describe('dates typed in one field, in each format', () => {
  it.each([
    ['0', 'MM/DD/YYYY', '0'],
    ['041', 'MM/DD/YYYY', '04/1'],
    ['04121990', 'MM/DD/YYYY', '04/12/1990'],
    ['04-12-1990xyz99', 'MM/DD/YYYY', '04/12/1990'],
    ['12041990', 'DD/MM/YYYY', '12/04/1990'],
    ['19900', 'YYYY-MM-DD', '1990-0'],
    ['19900412', 'YYYY-MM-DD', '1990-04-12'],
    ['', 'DD/MM/YYYY', ''],
  ] as const)('typing %s in %s shows %s', (typed, format, shown) => {
    expect(maskDate(typed, format)).toBe(shown);
  });

  it('reads only a whole real day', () => {
    expect(parseDate('04/12/1990', 'MM/DD/YYYY')).toBe('1990-04-12');
    expect(parseDate('12/04/1990', 'DD/MM/YYYY')).toBe('1990-04-12');
    expect(parseDate('1990-04-12', 'YYYY-MM-DD')).toBe('1990-04-12');
    expect(parseDate('02/29/2024', 'MM/DD/YYYY')).toBe('2024-02-29');
    expect(parseDate('02/29/2025', 'MM/DD/YYYY')).toBe('');
    expect(parseDate('13/01/2025', 'MM/DD/YYYY')).toBe('');
    expect(parseDate('31/12/2025', 'DD/MM/YYYY')).toBe('2025-12-31');
    expect(parseDate('04/12/199', 'MM/DD/YYYY')).toBe('');
    expect(parseDate('00/10/2025', 'MM/DD/YYYY')).toBe('');
    expect(parseDate('1990-04-12', 'DD/MM/YYYY')).toBe('');
  });

  it('shows a stored date in the format', () => {
    expect(dateText('2026-11-30', 'MM/DD/YYYY')).toBe('11/30/2026');
    expect(dateText('2026-11-30', 'DD/MM/YYYY')).toBe('30/11/2026');
    expect(dateText('2026-11-30', 'YYYY-MM-DD')).toBe('2026-11-30');
    expect(dateText('', 'DD/MM/YYYY')).toBe('');
  });
});
