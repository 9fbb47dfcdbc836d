import { z } from 'zod';
import { idField, nameField } from '../list.js';
import { defineRoute } from '../route.js';
import { roleSchema, type Role } from '../roles.js';

/** Every key's secret starts with this, so a leaked one is recognised (and a token is told apart). */
export const API_KEY_PREFIX = 'lgp_';
/** Who may create, list and revoke keys: a landlord, its vice presidents and the admin. */
export const KEY_MANAGERS: readonly Role[] = ['admin', 'll', 'vp'];
/** Keys one landlord may hold, live or not; past it, revoke or let one expire first. */
export const KEYS_PER_LANDLORD = 100;
/** At most this many chosen buildings narrow one key. */
export const KEY_BUILDINGS_MAX = 500;

export const API_KEY_TEXTS = {
  title: 'API keys',
  intro:
    'A key lets another system call this portal as one of your people, with that person\u2019s access or less. Send it as “Authorization: Bearer lgp_…”.',
  create: 'Create key',
  shownOnce: 'Copy this key now: it is shown only once.',
  revoke: 'Revoke',
  revokeConfirm: 'Revoke this key? Calls made with it are refused at once.',
  empty: 'No keys yet.',
  readOnly: 'Read-only',
  fullAccess: 'Same as the person',
  allBuildings: 'All buildings of the person',
  never: 'Never',
  keyRevoked: 'Key revoked',
  alreadyRevoked: 'This key is already revoked.',
  keyCreated: 'Key created',
  tooMany: `A landlord may hold at most ${KEYS_PER_LANDLORD} keys; revoke one first.`,
  buildingsOutOfScope: 'The key may only be narrowed to buildings its person can see.',
  expiresInPast: 'The expiry must be after today.',
  readOnlyRefused: 'This key is read-only: it cannot change anything.',
  notForKeys: 'This call is not open to API keys.',
  choosePerson: 'Choose the person the key acts as',
  personWithoutLandlord: 'The person must belong to a landlord',
} as const;

export const keyStatusSchema = z.enum(['active', 'expired', 'revoked']);

/** A key as listed: never its secret, only the first characters that let a person recognise it. */
export const apiKeyRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `lgp_` and the first characters of the secret. */
  prefix: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), role: roleSchema }),
  readOnly: z.boolean(),
  /** The chosen buildings; empty: every building the person sees. */
  buildings: z.array(z.object({ id: z.string(), name: z.string() })),
  expiresAt: z.string().nullable(),
  /** When it was last used, to the minute (it is written at most once a minute). */
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: keyStatusSchema,
});
export type ApiKeyRow = z.infer<typeof apiKeyRowSchema>;

export const listApiKeys = defineRoute({
  id: 'apikey.list',
  method: 'GET',
  writes: false,
  path: '/api-keys',
  summary: "The API keys of the caller's landlord (admin: every landlord's), newest first",
  tag: 'API keys',
  auth: 'user',
  apiKey: false,
  roles: KEY_MANAGERS,
  response: z.object({ keys: z.array(apiKeyRowSchema) }),
});

/** A person a key may act as: the caller (a landlord or vp) or one of the people it manages. */
export const keyPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type KeyPerson = z.infer<typeof keyPersonSchema>;

export const listKeyPeople = defineRoute({
  id: 'apikey.people',
  method: 'GET',
  writes: false,
  path: '/api-keys/people',
  summary: 'The people a new key may act as: the caller and the people it manages (never an admin)',
  tag: 'API keys',
  auth: 'user',
  apiKey: false,
  roles: KEY_MANAGERS,
  response: z.object({ people: z.array(keyPersonSchema) }),
});

export const createApiKeyBody = z.strictObject({
  name: nameField(80, 'Name').pipe(z.string().min(1, 'Name is required')),
  /** The person the key acts as; the caller when left out (an admin must name one). */
  userId: idField('Person').optional(),
  readOnly: z.boolean().default(false),
  buildingIds: z
    .array(idField('Building'))
    .max(KEY_BUILDINGS_MAX, `At most ${KEY_BUILDINGS_MAX} buildings`)
    .default([]),
  expiresOn: z.iso.date('Expiry must be a date (YYYY-MM-DD)').nullish(),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyBody>;

/**
 * The new-key form: the body without the person, who is picked from a list apart, and with the date
 * field's empty value meaning no expiry. Every message is the body's own.
 */
export const createApiKeyFormSchema = createApiKeyBody.omit({ userId: true }).extend({
  expiresOn: z
    .string()
    .transform((day): string | null | undefined => day || null)
    .pipe(createApiKeyBody.shape.expiresOn),
});

export const createApiKey = defineRoute({
  id: 'apikey.create',
  method: 'POST',
  writes: true,
  path: '/api-keys',
  summary: 'Creates a named key; its secret is in this answer and never again',
  tag: 'API keys',
  auth: 'user',
  apiKey: false,
  roles: KEY_MANAGERS,
  body: createApiKeyBody,
  response: z.object({ key: apiKeyRowSchema, secret: z.string() }),
});

export const revokeApiKey = defineRoute({
  id: 'apikey.revoke',
  method: 'POST',
  writes: true,
  path: '/api-keys/revoke',
  summary: 'Revokes a key: every instance refuses it within a second',
  tag: 'API keys',
  auth: 'user',
  apiKey: false,
  roles: KEY_MANAGERS,
  body: z.strictObject({ id: idField('Key id') }),
  response: apiKeyRowSchema,
});

export const apiKeyRoutes = [listApiKeys, listKeyPeople, createApiKey, revokeApiKey] as const;
