import { DEFAULT_THEME, type User } from '@lease/contract';
import type { UserRow } from './auth.repository.js';

/**
 * The user of §3.1 as the client stores it. `require2FA` says whether this session still owes its
 * second factor: the shell sends such a user back to /login (§2.2), so it is false once verified.
 */
export function toUserDto(row: UserRow, mfaPending = false): User {
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
    require2FA: mfaPending,
    requirePasswordUpdate: row.requirePasswordUpdate,
    landlordId: row.landlordId,
  };
}
