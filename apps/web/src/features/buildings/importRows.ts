import { buildingImportRowSchema, type BuildingImportRow } from '@lease/contract';

/** The CSV columns an import reads, by the header names people use (case and spaces ignored). */
const HEADERS: Record<string, keyof BuildingImportRow> = {
  name: 'name',
  buildingname: 'name',
  buildingtype: 'buildingType',
  type: 'buildingType',
  totalunits: 'totalUnits',
  units: 'totalUnits',
  email: 'emailAddress',
  emailaddress: 'emailAddress',
  billingstreet: 'billingStreet',
  street: 'billingStreet',
  billingcity: 'billingCity',
  city: 'billingCity',
  billingstate: 'billingState',
  state: 'billingState',
  billingzip: 'billingZip',
  zip: 'billingZip',
};

/** Each field's column as the template, the dialog and the grid name it. */
const COLUMN_NAMES: Record<keyof BuildingImportRow, string> = {
  name: 'Building Name',
  buildingType: 'Building Type',
  totalUnits: 'Total Units',
  emailAddress: 'Email',
  billingStreet: 'Billing Street',
  billingCity: 'Billing City',
  billingState: 'Billing State',
  billingZip: 'Billing Zip',
};

export const TEMPLATE_HEADER = Object.values(COLUMN_NAMES);

export interface CheckedRow {
  /** The line in the file, counting the header as line 1. */
  line: number;
  row: BuildingImportRow | null;
  raw: Record<string, string>;
  errors: string[];
}

/** Reads the header, then checks every row with the same rules the server applies. */
export function checkRows(table: string[][]): { rows: CheckedRow[]; missing: string[] } {
  const [header = [], ...body] = table;
  const fields = header.map((h) => HEADERS[h.toLowerCase().replace(/[^a-z]/g, '')]);
  const required: (keyof BuildingImportRow)[] = [
    'name',
    'buildingType',
    'totalUnits',
    'billingCity',
    'billingState',
  ];
  // Named as the dialog names them ('Building Type'), never by the internal key.
  const missing = required.filter((f) => !fields.includes(f)).map((f) => COLUMN_NAMES[f]);
  const rows = body.map((cells, i) => {
    const raw: Record<string, string> = {};
    fields.forEach((f, j) => {
      // Empty cells stay as '' so a missing required value gets its own message ('… is required').
      if (f) raw[f] = (cells[j] ?? '').trim();
    });
    const parsed = buildingImportRowSchema.safeParse(raw);
    return {
      line: i + 2,
      raw,
      row: parsed.success ? parsed.data : null,
      errors: parsed.success ? [] : parsed.error.issues.map((issue) => issue.message),
    };
  });
  return { rows, missing };
}
