/**
 * A rent roll as a property-management system exports it (Yardi, AppFolio, RealPage, Entrata, ResMan):
 * the fields an import reads, how their columns are guessed from the file's headers, and how one row is
 * checked. The API checks every row with these; the page shows the mapping with the same labels.
 * No regular expression here (patterns.ts holds them all): dates and amounts are read character by character.
 */

export const RENT_ROLL_FIELDS = [
  'property',
  'unit',
  'tenants',
  'leaseStart',
  'leaseEnd',
  'monthlyRent',
  'deposit',
  'status',
] as const;
export type RentRollField = (typeof RENT_ROLL_FIELDS)[number];

/** Which header each field is read from; a field left out is not read (only optional ones may be). */
export type RentRollMapping = Partial<Record<RentRollField, string>>;

export const RENT_ROLL_LABELS: Record<RentRollField, string> = {
  property: 'Property',
  unit: 'Unit',
  tenants: 'Tenant names',
  leaseStart: 'Lease start',
  leaseEnd: 'Lease end',
  monthlyRent: 'Monthly rent',
  deposit: 'Deposit',
  status: 'Status',
};

export const RENT_ROLL_REQUIRED: readonly RentRollField[] = [
  'property',
  'unit',
  'leaseStart',
  'leaseEnd',
  'monthlyRent',
];

/**
 * Headers each field is known by in PMS exports, normalised (lower case, letters and digits only), best
 * first: the first one the file has wins. Yardi's rent roll says Property, Unit, Resident, Lease From /
 * Lease To, Actual Rent, Deposit; AppFolio's Property Name, Unit, Tenant, Lease From / Lease To, Rent,
 * Deposit, Status.
 */
const SYNONYMS: Record<RentRollField, readonly string[]> = {
  property: ['property', 'propertyname', 'building', 'buildingname', 'community', 'site', 'propertycode'],
  unit: ['unit', 'unitnumber', 'unitno', 'unitid', 'apartment', 'apt', 'bldgunit'],
  tenants: [
    'tenants',
    'tenant',
    'tenantname',
    'tenantnames',
    'resident',
    'residents',
    'residentname',
    'name',
    'lessee',
  ],
  leaseStart: [
    'leasestart',
    'leasefrom',
    'leasestartdate',
    'leasebegin',
    'startdate',
    'moveindate',
    'movein',
  ],
  leaseEnd: [
    'leaseend',
    'leaseto',
    'leaseenddate',
    'leaseexpiration',
    'leaseexpires',
    'enddate',
    'expiration',
  ],
  monthlyRent: ['monthlyrent', 'actualrent', 'rent', 'leaserent', 'currentrent', 'rentamount', 'marketrent'],
  deposit: ['deposit', 'securitydeposit', 'depositamount', 'depositheld', 'deposits'],
  status: ['status', 'leasestatus', 'residentstatus', 'tenantstatus', 'unitstatus', 'occupancystatus'],
};

/** A header as the guess compares it: lower case, letters and digits only ('Lease From' → 'leasefrom'). */
export function normaliseHeader(header: string): string {
  let out = '';
  for (const ch of header.toLowerCase()) {
    const c = ch.charCodeAt(0);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) out += ch;
  }
  return out;
}

/**
 * The mapping for a file's headers: the landlord's remembered one where its header is in the file, else
 * the first known synonym the file has. A header serves one field at most.
 */
export function guessRentRollMapping(
  headers: readonly string[],
  remembered: RentRollMapping | null = null,
): RentRollMapping {
  const mapping: RentRollMapping = {};
  const taken = new Set<string>();
  for (const field of RENT_ROLL_FIELDS) {
    const header = remembered?.[field];
    if (header !== undefined && headers.includes(header)) {
      mapping[field] = header;
      taken.add(header);
    }
  }
  const byNorm = new Map<string, string>();
  for (const h of headers) if (!byNorm.has(normaliseHeader(h))) byNorm.set(normaliseHeader(h), h);
  for (const field of RENT_ROLL_FIELDS) {
    if (mapping[field] !== undefined) continue;
    for (const synonym of SYNONYMS[field]) {
      const header = byNorm.get(synonym);
      if (header !== undefined && !taken.has(header)) {
        mapping[field] = header;
        taken.add(header);
        break;
      }
    }
  }
  return mapping;
}

/** What a status column may say, and whether the lease is active then. Empty reads as current. */
const STATUSES: Record<string, boolean> = {
  current: true,
  currentresident: true,
  occupied: true,
  notice: true,
  onnotice: true,
  noticerented: true,
  noticeunrented: true,
  future: true,
  futureresident: true,
  active: true,
  past: false,
  pastresident: false,
  former: false,
  formerresident: false,
  movedout: false,
  evicted: false,
  vacated: false,
  terminated: false,
  inactive: false,
};

export const RENT_ROLL_TEXTS = {
  missing: (label: string) => `${label} is missing`,
  badDate: (label: string, value: string) => `${label} "${value}" is not a date (YYYY-MM-DD or MM/DD/YYYY)`,
  endBeforeStart: 'Lease end is before lease start',
  badAmount: (label: string, value: string) => `${label} "${value}" is not an amount`,
  badStatus: (value: string) => `Status "${value}" is not one of: current, notice, future, past`,
  tooManyTenants: 'At most 4 tenants per unit',
  tooLong: (label: string) => `${label} is longer than 200 characters`,
  unknownProperty: (name: string) => `Unknown property "${name}": no building of this landlord has that name`,
  ambiguousProperty: (name: string) => `Property "${name}" names more than one building: use its id`,
  duplicate: (line: number) => `Duplicate of line ${line} (same property, unit and lease start)`,
  notMapped: (labels: string[]) => `Choose a column for: ${labels.join(', ')}`,
  noColumn: (header: string) => `The file has no column "${header}"`,
  notCsv: (reason: string) => `The file is not a readable CSV: ${reason}`,
  noRows: 'The file has no rows under its header',
  noFile: 'Choose a CSV file',
  tooBig: (mb: number) => `The file is larger than ${mb} MB`,
} as const;

/** An import's error once its job is out of retries. */
export const RENT_ROLL_FAILED =
  'The import stopped on an error and was not finished; the rows imported before it stay. Import the file again to finish it.';

/** The largest rent-roll file (a 100,000-unit roll is about 12 MB). */
export const RENT_ROLL_MAX_BYTES = 64 * 1024 * 1024;
/** Problems the preview lists; past it, their count only. */
export const RENT_ROLL_PREVIEW_PROBLEMS = 1000;

const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';
const allDigits = (s: string) => s.length > 0 && [...s].every((ch) => isDigit(ch));

/** A date as YYYY-MM-DD or M/D/YYYY (US exports), as YYYY-MM-DD; null when it is not a real date. */
export function parseRentRollDate(text: string): string | null {
  const value = text.trim();
  let y: string, m: string, d: string;
  const dash = value.split('-');
  const slash = value.split('/');
  if (dash.length === 3 && dash[0]!.length === 4) [y, m, d] = dash as [string, string, string];
  else if (slash.length === 3 && slash[2]!.length === 4) [m, d, y] = slash as [string, string, string];
  else return null;
  if (![y, m, d].every(allDigits) || m.length > 2 || d.length > 2) return null;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/** An amount as exports write it ('$1,250.00', '1250', '1 250.5') as a decimal string; null when not one. */
export function parseRentRollAmount(text: string): string | null {
  let value = '';
  for (const ch of text.trim()) if (ch !== '$' && ch !== ',' && ch !== ' ') value += ch;
  const [whole, cents, more] = value.split('.');
  if (more !== undefined || !whole || !allDigits(whole) || whole.length > 12) return null;
  if (cents !== undefined && (cents.length === 0 || cents.length > 2 || !allDigits(cents))) return null;
  return `${BigInt(whole).toString()}.${(cents ?? '').padEnd(2, '0')}`;
}

export interface RentRollTenant {
  firstName: string;
  lastName: string;
}

/** Names separated by ';' or '&'; each 'Last, First' or 'First Last'. */
export function parseTenantNames(text: string): RentRollTenant[] {
  const names: RentRollTenant[] = [];
  for (const part of text.split(';').flatMap((p) => p.split('&'))) {
    const name = part.trim().split(' ').filter(Boolean).join(' ');
    if (!name) continue;
    const comma = name.indexOf(',');
    if (comma >= 0) {
      names.push({ lastName: name.slice(0, comma).trim(), firstName: name.slice(comma + 1).trim() });
    } else {
      const space = name.lastIndexOf(' ');
      names.push(
        space < 0
          ? { firstName: '', lastName: name }
          : { firstName: name.slice(0, space), lastName: name.slice(space + 1) },
      );
    }
  }
  return names;
}

/** One row as read, before its property is looked up. */
export interface RentRollValues {
  property: string;
  unit: string;
  tenants: RentRollTenant[];
  leaseStart: string;
  leaseEnd: string;
  monthlyRent: string;
  deposit: string | null;
  activeLease: boolean;
}

/** Checks one row's values (by field); answers the values read, or every problem the row has. */
export function checkRentRollValues(
  raw: Partial<Record<RentRollField, string>>,
): { values: RentRollValues; problems: [] } | { values: null; problems: string[] } {
  const problems: string[] = [];
  const text = (field: RentRollField) => (raw[field] ?? '').trim();
  for (const field of RENT_ROLL_FIELDS) {
    if (text(field).length > 200) problems.push(RENT_ROLL_TEXTS.tooLong(RENT_ROLL_LABELS[field]));
  }
  for (const field of RENT_ROLL_REQUIRED) {
    if (!text(field)) problems.push(RENT_ROLL_TEXTS.missing(RENT_ROLL_LABELS[field]));
  }
  const date = (field: 'leaseStart' | 'leaseEnd') => {
    if (!text(field)) return null;
    const parsed = parseRentRollDate(text(field));
    if (!parsed) problems.push(RENT_ROLL_TEXTS.badDate(RENT_ROLL_LABELS[field], text(field)));
    return parsed;
  };
  const amount = (field: 'monthlyRent' | 'deposit') => {
    if (!text(field)) return null;
    const parsed = parseRentRollAmount(text(field));
    if (!parsed) problems.push(RENT_ROLL_TEXTS.badAmount(RENT_ROLL_LABELS[field], text(field)));
    return parsed;
  };
  const leaseStart = date('leaseStart');
  const leaseEnd = date('leaseEnd');
  if (leaseStart && leaseEnd && leaseEnd < leaseStart) problems.push(RENT_ROLL_TEXTS.endBeforeStart);
  const monthlyRent = amount('monthlyRent');
  const deposit = amount('deposit');
  const status = normaliseHeader(text('status'));
  const activeLease = status === '' ? true : STATUSES[status];
  if (activeLease === undefined) problems.push(RENT_ROLL_TEXTS.badStatus(text('status')));
  const tenants = parseTenantNames(text('tenants'));
  if (tenants.length > 4) problems.push(RENT_ROLL_TEXTS.tooManyTenants);
  if (problems.length > 0 || !leaseStart || !leaseEnd || !monthlyRent || activeLease === undefined) {
    return { values: null, problems };
  }
  return {
    values: {
      property: text('property'),
      unit: text('unit').split(' ').filter(Boolean).join(' '),
      tenants,
      leaseStart,
      leaseEnd,
      monthlyRent,
      deposit,
      activeLease,
    },
    problems: [],
  };
}
