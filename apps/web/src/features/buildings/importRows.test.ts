import { describe, expect, it } from 'vitest';
import { checkRows } from './importRows';

describe('checkRows', () => {
  it('reads headers in any case and spacing, and checks each row with the contract rules', () => {
    const { rows, missing } = checkRows([
      ['Building Name', 'TYPE', 'units', 'City', 'state'],
      ['Alder Court', 'Garden', '40', 'Austin', 'tx'],
      ['', 'Garden', 'many', 'Austin', 'ZZ'],
    ]);
    expect(missing).toEqual([]);
    expect(rows[0]).toMatchObject({
      line: 2,
      errors: [],
      row: { name: 'Alder Court', totalUnits: 40, billingState: 'TX' },
    });
    expect(rows[1]?.row).toBeNull();
    expect(rows[1]?.errors).toEqual(
      expect.arrayContaining([
        'Total units must be a number',
        'Billing state must be a two-letter US state code',
      ]),
    );
  });

  it('names the required columns a file lacks as the dialog does, not by internal keys', () => {
    expect(checkRows([['Name', 'City']]).missing).toEqual(['Building Type', 'Total Units', 'Billing State']);
  });
});
