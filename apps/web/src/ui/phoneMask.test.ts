import { PHONE_PATTERN } from '@lease/contract';
import { describe, expect, it } from 'vitest';
import { maskPhone } from './phoneMask';

describe('maskPhone, the (#00) 000-0000 mask of §5', () => {
  it('formats as the digits arrive', () => {
    expect(maskPhone('3')).toBe('(3');
    expect(maskPhone('3125')).toBe('(312) 5');
    expect(maskPhone('3125550')).toBe('(312) 555-0');
    expect(maskPhone('31255501429999')).toBe('(312) 555-0142');
  });

  it('keeps only digits, and never a leading zero', () => {
    expect(maskPhone('+0 (312) 555-0142')).toBe('(312) 555-0142');
    expect(maskPhone('abc')).toBe('');
    expect(PHONE_PATTERN.test(maskPhone('0212 555 0100'))).toBe(true);
  });
});
