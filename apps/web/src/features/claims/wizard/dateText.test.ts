import { describe, expect, it } from 'vitest';
import { isoToUs, maskUsDate, usToIso } from './dateText';

describe('dates typed as MM/DD/YYYY in one field', () => {
  it.each([
    ['0', '0'],
    ['04', '04'],
    ['041', '04/1'],
    ['04121990', '04/12/1990'],
    ['04/12/1990', '04/12/1990'],
    ['04-12-1990xyz99', '04/12/1990'],
    ['', ''],
  ])('typing %s shows %s', (typed, shown) => {
    expect(maskUsDate(typed)).toBe(shown);
  });

  it('reads only a whole real day', () => {
    expect(usToIso('04/12/1990')).toBe('1990-04-12');
    expect(usToIso('02/29/2024')).toBe('2024-02-29');
    expect(usToIso('02/29/2025')).toBe('');
    expect(usToIso('13/01/2025')).toBe('');
    expect(usToIso('04/12/199')).toBe('');
    expect(usToIso('00/10/2025')).toBe('');
  });

  it('shows a stored date as MM/DD/YYYY', () => {
    expect(isoToUs('2026-11-30')).toBe('11/30/2026');
    expect(isoToUs('')).toBe('');
  });
});
