import { DEFAULT_THEME, pendingUserSchema, userSchema, type User } from '@lease/contract';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { WIRE_USER } from '../testing/wireUser';
import { USER_KEY } from './session';
import { readPendingUser, readStoredUser } from './storedSession';
import { toPendingStoredUser, toStoredUser, type PendingStoredUser, type StoredUser } from './storedUser';

const wire = userSchema.shape;
const pendingWire = pendingUserSchema.shape;

/** The stored user's shape as a schema, from the contract's user schema in the client's names. */
const storedUserSchema = userSchema
  .pick({ email: true, role: true, image: true, phone: true, id: true, theme: true, landlordId: true })
  .extend({
    name: wire.username,
    jobTitle: wire.job_title,
    isVerified: wire.is_verified,
    mfaMethod: wire.mfa_method,
    require2FA: wire.require_2fa,
    requirePasswordUpdate: wire.require_password_update,
  });
const pendingStoredUserSchema = pendingUserSchema
  .pick({ email: true, phone: true })
  .extend({ mfaMethod: pendingWire.mfa_method, require2FA: pendingWire.require_2fa });

const wireUser: User = { ...WIRE_USER, require_password_update: true };

describe('the stored user of §3.1', () => {
  it('takes the client names from the server wire names', () => {
    const stored = toStoredUser(wireUser);
    expect(stored).toEqual({
      name: 'Ann Lee',
      email: 'ann@demo.test',
      role: 'pm',
      image: null,
      jobTitle: 'Property Manager',
      isVerified: true,
      mfaMethod: 'sms',
      phone: '(212) 555-0100',
      id: 'u1',
      theme: DEFAULT_THEME,
      require2FA: false,
      requirePasswordUpdate: true,
      landlordId: 'l1',
    });
    expect(storedUserSchema.safeParse(stored).success).toBe(true);
  });

  it('keeps only the masked contacts and the method before the second factor', () => {
    const pending = toPendingStoredUser({
      email: 'a***@demo.test',
      phone: '(***) ***-0100',
      mfa_method: 'sms',
      require_2fa: true,
    });
    expect(pending).toEqual({
      email: 'a***@demo.test',
      phone: '(***) ***-0100',
      mfaMethod: 'sms',
      require2FA: true,
    });
    expect(pendingStoredUserSchema.safeParse(pending).success).toBe(true);
    expect(storedUserSchema.safeParse(pending).success).toBe(false);
  });
});

/** What the schema makes of a stored value: the user, or null when it refuses it. */
function schemaRead<S extends z.ZodType>(schema: S, raw: string): z.output<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stored values a check meets: the good one, each field missing or of every wrong kind, and junk. */
function storedValues(good: Record<string, unknown>): string[] {
  const values: unknown[] = [good, { ...good, extra: 1 }, null, [], [good], 'user', 7, {}];
  for (const key of Object.keys(good)) {
    const { [key]: _dropped, ...without } = good;
    values.push(without);
    for (const wrong of [undefined, null, true, false, 0, '', 'nope', 'pm', 'sms', {}, []]) {
      values.push({ ...good, [key]: wrong });
    }
  }
  const { dateFormat: _dateFormat, ...olderTheme } = DEFAULT_THEME;
  values.push({ ...good, theme: olderTheme }, { ...good, theme: { ...DEFAULT_THEME, extra: 1 } });
  return [...values.map((v) => JSON.stringify(v) ?? 'undefined'), '', '{', 'undefined'];
}

describe('the stored user’s check, written without zod', () => {
  afterEach(() => localStorage.clear());

  it('has the shape of the contract’s user schemas in the client’s names', () => {
    expectTypeOf<StoredUser>().toEqualTypeOf<z.output<typeof storedUserSchema>>();
    expectTypeOf<PendingStoredUser>().toEqualTypeOf<z.output<typeof pendingStoredUserSchema>>();
  });

  it('reads every stored value as the schemas do', () => {
    const complete = toStoredUser(wireUser);
    const pending = toPendingStoredUser({
      email: 'a***@demo.test',
      phone: null,
      mfa_method: 'totp',
      require_2fa: true,
    });
    for (const raw of [...storedValues({ ...complete }), ...storedValues({ ...pending })]) {
      localStorage.setItem(USER_KEY, raw);
      expect(readStoredUser(), raw).toEqual(schemaRead(storedUserSchema, raw));
      expect(readPendingUser(), raw).toEqual(schemaRead(pendingStoredUserSchema, raw));
    }
  });
});
