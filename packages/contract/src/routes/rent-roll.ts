import { z } from 'zod';
import { browserFile, idField, textField } from '../list.js';
import { ROLES_THAT } from '../policies.js';
import { RENT_ROLL_FIELDS, RENT_ROLL_LABELS, type RentRollField } from '../rent-roll.js';
import { defineRoute } from '../route.js';

/** Which header each field reads; only the fields a file maps. */
export const rentRollMappingSchema = z.strictObject(
  Object.fromEntries(
    RENT_ROLL_FIELDS.map((f) => [f, textField(200, `${RENT_ROLL_LABELS[f]} column`).optional()]),
  ) as Record<RentRollField, z.ZodOptional<ReturnType<typeof textField>>>,
);

/** The mapping as a multipart field carries it: JSON text, parsed, then checked. */
const mappingPart = z
  .string('mapping must be the column mapping as JSON')
  .max(10_000, { message: 'mapping is too long', abort: true })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'mapping must be the column mapping as JSON' });
      return z.NEVER;
    }
  })
  .pipe(rentRollMappingSchema);

/** A rent-roll form: the landlord, the mapping, then the file (multipart, in that order). */
const rentRollForm = z.strictObject({
  landlordId: idField('Landlord id'),
  mapping: mappingPart,
  file: browserFile.optional(),
});

export const RENT_ROLL_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type RentRollImportStatus = (typeof RENT_ROLL_IMPORT_STATUSES)[number];

export const rentRollProblemSchema = z.object({
  line: z.number().int(),
  property: z.string(),
  unit: z.string(),
  problems: z.array(z.string()),
});
export type RentRollProblem = z.infer<typeof rentRollProblemSchema>;

export const rentRollPreviewSchema = z.object({
  headers: z.array(z.string()),
  rows: z.number().int(),
  valid: z.number().int(),
  problemRows: z.number().int(),
  /** The first RENT_ROLL_PREVIEW_PROBLEMS rows with problems, in file order. */
  problems: z.array(rentRollProblemSchema),
});
export type RentRollPreview = z.infer<typeof rentRollPreviewSchema>;

export const rentRollImportSchema = z.object({
  id: z.string(),
  landlordId: z.string(),
  fileName: z.string(),
  status: z.enum(RENT_ROLL_IMPORT_STATUSES),
  rows: z.number().int(),
  done: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type RentRollImport = z.infer<typeof rentRollImportSchema>;

export const rentRollMapping = defineRoute({
  id: 'property.rent-roll-mapping',
  method: 'GET',
  writes: false,
  path: '/property/rent-roll/mapping',
  summary: "The column mapping the landlord's last rent-roll import used (null before the first)",
  tag: 'Property',
  auth: 'user',
  roles: ROLES_THAT.importRentRoll,
  query: z.strictObject({ landlordId: idField('Landlord id') }),
  response: z.object({ mapping: rentRollMappingSchema.nullable() }),
});

export const previewRentRoll = defineRoute({
  id: 'property.rent-roll-preview',
  method: 'POST',
  writes: false,
  path: '/property/rent-roll/preview',
  summary:
    'Checks a rent roll (multipart: landlordId, mapping, then file) row by row and lists each row’s problems; writes nothing',
  tag: 'Property',
  auth: 'user',
  roles: ROLES_THAT.importRentRoll,
  multipart: true,
  body: rentRollForm,
  response: rentRollPreviewSchema,
});

export const importRentRoll = defineRoute({
  id: 'property.rent-roll-import',
  method: 'POST',
  writes: true,
  path: '/property/rent-roll/import',
  summary:
    'Imports a rent roll (multipart: landlordId, mapping, then file) as one job: each valid row creates or updates its application, idempotently',
  tag: 'Property',
  auth: 'user',
  roles: ROLES_THAT.importRentRoll,
  multipart: true,
  body: rentRollForm,
  response: rentRollImportSchema,
});

export const rentRollImportStatus = defineRoute({
  id: 'property.rent-roll-import-status',
  method: 'GET',
  writes: false,
  path: '/property/rent-roll/import',
  summary: "A rent-roll import's progress and counts",
  tag: 'Property',
  auth: 'user',
  roles: ROLES_THAT.importRentRoll,
  query: z.strictObject({ id: idField('Import id') }),
  response: rentRollImportSchema,
});

export const rentRollRoutes = [
  rentRollMapping,
  previewRentRoll,
  importRentRoll,
  rentRollImportStatus,
] as const;
