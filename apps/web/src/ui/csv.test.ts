import { describe, expect, it } from 'vitest';
import { csvLine } from '@lease/contract';
import { parseCsv } from './csv';

describe('csv', () => {
  it('round-trips quotes, commas and line breaks written by the contract', () => {
    const rows = [
      ['a', 'b,c', 'say "hi"'],
      ['line\nbreak', '', '3'],
    ];
    expect(parseCsv(rows.map(csvLine).join('\r\n'))).toEqual(rows);
  });

  it('keeps a quote inside an unquoted field as a character', () => {
    expect(parseCsv('name,units\r\nThe 5" Tower,12\r\n')).toEqual([
      ['name', 'units'],
      ['The 5" Tower', '12'],
    ]);
  });

  it('skips blank lines and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b\r\n\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
