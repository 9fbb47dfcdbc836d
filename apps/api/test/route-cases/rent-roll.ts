import type { MatrixCase } from './matrix-case.js';
import type { Fixtures } from '../fixtures.js';
import type { Input } from '../case-helpers.js';

/** A one-row rent roll of the fixtures' first building (by id, which a property column may hold). */
const MAPPING = {
  property: 'Property',
  unit: 'Unit',
  leaseStart: 'Lease From',
  leaseEnd: 'Lease To',
  monthlyRent: 'Rent',
};

function rentRollInput(landlordId: string, buildingId: string, unit: string): Input {
  const body = { landlordId, mapping: JSON.stringify(MAPPING) };
  const form = new FormData();
  form.append('landlordId', body.landlordId);
  form.append('mapping', body.mapping);
  const csv = `Property,Unit,Lease From,Lease To,Rent\r\n${buildingId},${unit},2026-01-01,2026-12-31,1200\r\n`;
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'rent-roll.csv');
  return { body, form };
}

/** The rent-roll import's cases: another landlord's portfolio or import answers 404. */
export const rentRollCases: Record<string, MatrixCase> = {
  'property.rent-roll-mapping': {
    input: (f) => ({ query: { landlordId: f.landlordId } }),
    crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }),
  },
  'property.rent-roll-preview': {
    input: (f) => rentRollInput(f.landlordId, f.rmBuildingId, 'MATRIX-1'),
    crossLandlord: (f) => rentRollInput(f.otherLandlordId, f.otherBuildingId, 'MATRIX-1'),
  },
  'property.rent-roll-import': {
    input: (f: Fixtures) => rentRollInput(f.landlordId, f.rmBuildingId, 'MATRIX-2'),
    crossLandlord: (f) => rentRollInput(f.otherLandlordId, f.otherBuildingId, 'MATRIX-2'),
  },
  'property.rent-roll-import-status': {
    input: (f) => ({ query: { id: f.rentRollImportId } }),
    crossLandlord: (f) => ({ query: { id: f.otherRentRollImportId } }),
  },
};
