import { DEFAULT_THEME, type User } from '@lease/contract';
import type { UserRow } from './auth.repository.js';
import { maskDestination } from './mask.js';

/**
 * The user of §3.1 as the client stores it. `require2FA` says whether this session still owes its
 * second factor: the shell sends such a user back to /login (§2.2), so it is false once verified.
 * Until then the answer carries only what the code screen needs: the method, the e-mail and phone
 * masked, and the flags; no name, picture, job title or landlord, and the default theme.
 */
export function toUserDto(row: UserRow, mfaPending = false): User {
  if (mfaPending) {
    return {
      id: row.id,
      name: '',
      email: maskDestination(row.email),
      role: row.role,
      image: null,
      jobTitle: null,
      isVerified: row.isVerified,
      mfaMethod: row.mfaMethod,
      phone: row.phone ? maskDestination(row.phone) : null,
      theme: DEFAULT_THEME,
      require2FA: true,
      requirePasswordUpdate: row.requirePasswordUpdate,
      landlordId: null,
    };
  }
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
    require2FA: false,
    requirePasswordUpdate: row.requirePasswordUpdate,
    landlordId: row.landlordId,
  };
}
