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

export const RENT_ROLL_TEXTS = {
  missing: (label: string) => `${label} is missing`,
  badDate: (label: string, value: string) => `${label} "${value}" is not a date (YYYY-MM-DD or MM/DD/YYYY)`,
  endBeforeStart: 'Lease end is before lease start',
  badAmount: (label: string, value: string) => `${label} "${value}" is not an amount`,
  badStatus: (value: string) => `Status "${value}" is not one of: current, notice, future, past`,
  tooManyTenants: 'At most 4 tenants per unit',
  tooLong: (label: string) => `${label} is longer than 200 characters`,
  unknownProperty: (name: string) => `Unknown property "${name}": no building of this landlord has that name`,
  outOfReach: (name: string) => `Property "${name}" is not one of the buildings this key may import into`,
  ambiguousProperty: (name: string) => `Property "${name}" names more than one building: use its id`,
  duplicate: (line: number) => `Duplicate of line ${line} (same property, unit and lease start)`,
  notMapped: (labels: string[]) => `Choose a column for: ${labels.join(', ')}`,
  noColumn: (header: string) => `The file has no column "${header}"`,
  notCsv: (reason: string) => `The file is not a readable CSV: ${reason}`,
  noRows: 'The file has no rows under its header',
  unknownPart: (name: string) => `Unknown file part "${name}": the form has one, "file"`,
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
