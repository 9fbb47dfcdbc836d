import { DEFAULT_THEME, type User } from '@lease/contract';
import { describe, expect, it } from 'vitest';
import { toPendingStoredUser, toStoredUser } from './storedUser';
import { pendingStoredUserSchema, storedUserSchema } from './storedUserSchema';

const wireUser: User = {
  username: 'Ann Lee',
  email: 'ann@demo.test',
  role: 'pm',
  image: null,
  job_title: 'Property Manager',
  is_verified: true,
  mfa_method: 'sms',
  phone: '(212) 555-0100',
  id: 'u1',
  theme: DEFAULT_THEME,
  require_2fa: false,
  require_password_update: true,
  landlordId: 'l1',
};

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
