import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv.js';

describe('csv', () => {
  it('quotes a field with a quote, a comma or a line break, doubling its quotes', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'line\nbreak', null, 3])).toBe(
      'a,"b,c","say ""hi""","line\nbreak",,3',
    );
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('@x,y')).toBe('"\'@x,y"');
  });
});
