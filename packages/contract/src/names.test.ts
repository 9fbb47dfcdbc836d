import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { editProfile } from './routes/auth-account.js';
import { signUp } from './routes/auth-invite.js';
import { buildingImportRowSchema } from './routes/buildings.js';
import { landlordInvite } from './routes/invites.js';

/** Every name the contract validates, with the label its messages use. */
const NAMES: [string, z.ZodType, string][] = [
  ['profile name', editProfile.body.shape.name, 'Name'],
  ['register username', signUp.body.shape.username, 'Name'],
  ['landlord name', landlordInvite.body.shape.landlordName, 'Landlord name'],
  ['building name', buildingImportRowSchema.shape.name, 'Building name'],
];

/** Bidi embeddings, overrides and isolates, zero-width characters and the byte-order mark. */
const INVISIBLE = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2060',
  '\u2064',
  '\ufeff',
];

describe('names', () => {
  it.each(NAMES)(
    '%s refuses invisible and text-direction characters with a clear message',
    (_, schema, label) => {
      for (const char of INVISIBLE) {
        const result = schema.safeParse(`Ann${char}Lee`);
        expect(result.success, `U+${char.charCodeAt(0).toString(16)}`).toBe(false);
        expect(result.error?.issues.map((i) => i.message)).toEqual([
          `${label} must not contain invisible or text-direction characters`,
        ]);
      }
    },
  );

  it.each(NAMES)('%s keeps names in any script', (_, schema) => {
    for (const name of [
      'Zoë Ó Briain',
      'José Núñez',
      'Łukasz Żółw',
      '山田 太郎',
      'محمد علي',
      "D'Arcy-Smith Jr.",
    ]) {
      expect(schema.safeParse(name).success, name).toBe(true);
    }
  });
});
