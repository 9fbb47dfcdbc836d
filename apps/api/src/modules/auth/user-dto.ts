import { DEFAULT_THEME, type PendingUser, type SessionUser, type User } from '@lease/contract';
import type { ActorUser } from '../../platform/auth/actor.js';
import { maskDestination } from './mask.js';

/** The one presenter of the user of §3.1: every answer that carries a user sends this shape. */
export function toUserDto(row: ActorUser): User {
  return {
    username: row.name,
    email: row.email,
    role: row.role,
    image: row.image,
    job_title: row.jobTitle,
    is_verified: row.isVerified,
    mfa_method: row.mfaMethod,
    phone: row.phone,
    id: row.id,
    // A theme saved before a setting existed (the date format) reads that setting's default.
    theme: { ...DEFAULT_THEME, ...row.theme },
    require_2fa: false,
    require_password_update: row.requirePasswordUpdate,
    landlordId: row.landlordId,
  };
}

/**
 * The user while the session still owes its second factor: only what the code screen needs, the
 * e-mail and phone masked; nothing that tells who the account is before the code proves it.
 */
export function toPendingUserDto(row: ActorUser): PendingUser {
  return {
    email: maskDestination(row.email),
    phone: row.phone ? maskDestination(row.phone) : null,
    mfa_method: row.mfaMethod,
    require_2fa: true,
  };
}

/** The user as the session that asks may see it. */
export const toSessionUserDto = (row: ActorUser, mfaPending: boolean): SessionUser =>
  mfaPending ? toPendingUserDto(row) : toUserDto(row);
