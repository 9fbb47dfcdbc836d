import { DEFAULT_THEME, type User } from '@lease/contract';
import type { UserRow } from './auth.repository.js';

/** The user of §3.1 as the client stores it. */
export function toUserDto(row: UserRow, requireAllTwoFactor = false): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    image: row.image,
    jobTitle: row.jobTitle,
    isVerified: row.isVerified,
    mfaMethod: row.mfaMethod,
    phone: row.phone,
    theme: row.theme ?? DEFAULT_THEME,
    require2FA: requireAllTwoFactor || row.require2fa,
    requirePasswordUpdate: row.requirePasswordUpdate,
    landlordId: row.landlordId,
  };
}
