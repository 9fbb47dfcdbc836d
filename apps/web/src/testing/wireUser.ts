import { DEFAULT_THEME, type User } from '@lease/contract';

/** A property manager as the server sends a user (§3.1's wire names), for the client's tests. */
export const WIRE_USER: User = {
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
  require_password_update: false,
  landlordId: 'l1',
};
