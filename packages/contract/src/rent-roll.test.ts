import { describe, expect, it } from 'vitest';
import {
  checkRentRollValues,
  parseRentRollAmount,
  parseRentRollDate,
  parseTenantNames,
} from './rent-roll-rows.js';
import { guessRentRollMapping } from './rent-roll.js';

describe('guessRentRollMapping', () => {
  it("reads Yardi's and AppFolio's rent-roll headers", () => {
    expect(
      guessRentRollMapping([
        'Property',
        'Unit',
        'Resident',
        'Market Rent',
        'Actual Rent',
        'Lease From',
        'Lease To',
        'Deposit',
      ]),
    ).toEqual({
      property: 'Property',
      unit: 'Unit',
      tenants: 'Resident',
      leaseStart: 'Lease From',
      leaseEnd: 'Lease To',
      monthlyRent: 'Actual Rent',
      deposit: 'Deposit',
    });
    expect(
      guessRentRollMapping(['Property Name', 'Unit', 'Tenant', 'Lease From', 'Lease To', 'Rent', 'Status']),
    ).toMatchObject({
      property: 'Property Name',
      tenants: 'Tenant',
      monthlyRent: 'Rent',
      status: 'Status',
    });
  });

  it("prefers the landlord's remembered mapping where the file has its header", () => {
    const mapping = guessRentRollMapping(['Bldg', 'Unit', 'Rent', 'Charge'], {
      property: 'Bldg',
      monthlyRent: 'Charge',
      unit: 'Gone',
    });
    expect(mapping).toEqual({ property: 'Bldg', monthlyRent: 'Charge', unit: 'Unit' });
  });
});

describe('a row', () => {
  it('reads dates, amounts and names as exports write them', () => {
    expect(parseRentRollDate('1/5/2026')).toBe('2026-01-05');
    expect(parseRentRollDate('2026-02-29')).toBeNull();
    expect(parseRentRollDate('2026-1-5')).toBe('2026-01-05');
    expect(parseRentRollDate('05.01.2026')).toBeNull();
    expect(parseRentRollAmount('$1,250.5')).toBe('1250.50');
    expect(parseRentRollAmount('-5')).toBeNull();
    expect(parseRentRollAmount('1.2.3')).toBeNull();
    expect(parseTenantNames('Doe, Jane; John  Roe & Cher')).toEqual([
      { lastName: 'Doe', firstName: 'Jane' },
      { firstName: 'John', lastName: 'Roe' },
      { firstName: '', lastName: 'Cher' },
    ]);
  });

  it('lists every problem of a row', () => {
    const checked = checkRentRollValues({
      property: 'Oak',
      unit: '',
      leaseStart: '2026-05-01',
      leaseEnd: '2026-01-01',
      monthlyRent: 'x',
      status: 'sold',
    });
    expect(checked.problems).toEqual([
      'Unit is missing',
      'Lease end is before lease start',
      'Monthly rent "x" is not an amount',
      'Status "sold" is not one of: current, notice, future, past',
    ]);
  });
});
