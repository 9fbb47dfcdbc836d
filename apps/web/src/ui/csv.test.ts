import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('csv', () => {
  it('round-trips quotes, commas and line breaks', () => {
    const rows = [
      ['a', 'b,c', 'say "hi"'],
      ['line\nbreak', '', '3'],
    ];
    expect(parseCsv(toCsv(rows[0]!, [rows[1]!]))).toEqual(rows);
  });

  it('defuses spreadsheet formulas and skips blank lines', () => {
    expect(toCsv(['x'], [['=1+1']])).toBe("x\r\n'=1+1");
    expect(parseCsv('a,b\r\n\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
