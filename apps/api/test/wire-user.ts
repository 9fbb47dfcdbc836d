import { expect } from 'vitest';

/** The user of spec file 1 §3.1 as the server sends it, in its wire names, plus our `landlordId`. */
export const WIRE_USER_FIELDS = [
  'username',
  'email',
  'role',
  'image',
  'job_title',
  'is_verified',
  'mfa_method',
  'phone',
  'id',
  'theme',
  'require_2fa',
  'require_password_update',
  'landlordId',
] as const;

/** Asserts an answer carries exactly the wire user (and, on sign-in, the token fields). */
export function expectWireUser(data: unknown, extra: readonly string[] = []): void {
  expect(Object.keys(data as object).sort()).toEqual([...WIRE_USER_FIELDS, ...extra].sort());
}
