import { z } from 'zod';
import { exportParams, idField, listParams, nameField, pageOf, textField } from '../list.js';
import { ZIP_PATTERN } from '../patterns.js';
import { ROLES_THAT } from '../policies.js';
import { defineRoute } from '../route.js';
import { emailField } from '../rules.js';
import { US_STATE_CODES } from '../states.js';

export const BUILDING_SORTS = [
  'name',
  'buildingType',
  'totalUnits',
  'billingCity',
  'billingState',
  'landlordName',
  'applications',
  'policies',
] as const;
export type BuildingSort = (typeof BUILDING_SORTS)[number];

/** A row of the Buildings grid: the building, its landlord, and its applications and policies in force. */
export const buildingRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  buildingType: z.string(),
  totalUnits: z.number().int(),
  emailAddress: z.string().nullable(),
  billingCity: z.string(),
  billingState: z.string(),
  landlordId: z.string(),
  landlordName: z.string(),
  applications: z.number().int(),
  policies: z.number().int(),
});
export type BuildingRow = z.infer<typeof buildingRowSchema>;

const buildingList = listParams(BUILDING_SORTS);

export const listBuildings = defineRoute({
  id: 'property.buildings',
  method: 'GET',
  writes: false,
  path: '/property/buildings',
  summary: 'The Buildings grid: buildings in scope, paginated, sorted and searched by name or city',
  tag: 'Property',
  auth: 'user',
  query: z.strictObject({ ...buildingList, landlordId: idField('Landlord id').optional() }),
  response: pageOf(buildingRowSchema),
});

export const exportBuildings = defineRoute({
  id: 'property.buildings-export',
  method: 'GET',
  writes: false,
  path: '/property/buildings/export',
  summary: "Every building in scope the search selects, in the grid's order, as CSV, streamed",
  tag: 'Property',
  auth: 'user',
  file: true,
  query: z.strictObject({ ...exportParams(BUILDING_SORTS), landlordId: idField('Landlord id').optional() }),
  response: z.unknown(),
});

export const userBuildings = defineRoute({
  id: 'user.get-buildings',
  method: 'POST',
  writes: false,
  path: '/user/get/buildings',
  summary: "Buildings in scope for a non-landlord, optionally those granted to one user of the caller's line",
  tag: 'User',
  auth: 'user',
  roles: ['admin', 'vp', 'rm', 'pm'],
  body: z.strictObject({
    data: z.strictObject({ ...buildingList, userId: idField('User id').optional() }),
  }),
  response: pageOf(buildingRowSchema),
});

export const landlordBuildings = defineRoute({
  id: 'user.buildings',
  method: 'GET',
  writes: false,
  path: '/user/buildings',
  summary: "A landlord's buildings, optionally those granted to one of its users",
  tag: 'User',
  auth: 'user',
  roles: ['admin', 'll'],
  query: z.strictObject({
    ...buildingList,
    landlordId: idField('Landlord id'),
    userId: idField('User id').optional(),
  }),
  response: pageOf(buildingRowSchema),
});

/** One building of a CSV import, checked the same way in the browser preview and on the server. */
export const buildingImportRowSchema = z.strictObject({
  name: nameField(200, 'Building name').pipe(z.string().min(1, 'Building name is required')),
  buildingType: textField(100, 'Building type').pipe(z.string().min(1, 'Building type is required')),
  totalUnits: z.coerce
    .number('Total units must be a number')
    .int('Total units must be a whole number')
    .min(1, 'Total units must be at least 1')
    .max(100_000, 'Total units is at most 100000'),
  emailAddress: z.union([z.literal(''), emailField()]).optional(),
  billingStreet: textField(200, 'Billing street').optional(),
  billingCity: textField(100, 'Billing city').pipe(z.string().min(1, 'Billing city is required')),
  billingState: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .refine((s) => US_STATE_CODES.includes(s), 'Billing state must be a two-letter US state code'),
  billingZip: z
    .string()
    .trim()
    .max(10, { message: 'Billing zip must be 5 digits or ZIP+4', abort: true })
    .regex(ZIP_PATTERN, 'Billing zip must be 5 digits or ZIP+4')
    .optional(),
});
export type BuildingImportRow = z.infer<typeof buildingImportRowSchema>;

/** Rows per import call: the page sends a large file in chunks of this size to show progress. */
export const IMPORT_CHUNK = 100;

export const importBuildings = defineRoute({
  id: 'property.buildings-import',
  method: 'POST',
  writes: true,
  path: '/property/buildings/import',
  summary: "Adds buildings to a landlord's portfolio from rows of a CSV file (dryRun only checks them)",
  tag: 'Property',
  auth: 'user',
  roles: ROLES_THAT.importBuildings,
  body: z.strictObject({
    landlordId: idField('Landlord id'),
    dryRun: z.boolean().default(false),
    rows: z
      .array(buildingImportRowSchema)
      .min(1, 'The file has no rows')
      .max(IMPORT_CHUNK, `Send at most ${IMPORT_CHUNK} rows per call`),
  }),
  response: z.object({ created: z.number().int(), checked: z.number().int() }),
});

export const buildingRoutes = [
  listBuildings,
  exportBuildings,
  userBuildings,
  landlordBuildings,
  importBuildings,
] as const;
