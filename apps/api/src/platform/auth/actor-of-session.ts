import type { Role } from '@lease/contract';
import type { Database } from '../../db/client.js';
import type { TextRow } from '../../db/statements.js';
import type { ActorUser } from './actor.js';

/**
 * The live session of a token with its user (all but the password hash), in one statement: times as
 * epoch milliseconds, so reading them back needs no date parsing.
 */
const ACTOR_OF_SESSION = `
  select u.id, u.email, u.name, u.role, u.landlord_id, u.manager_id, u.job_title, u.phone, u.image,
         u.is_verified, u.mfa_method, u.require_2fa, u.require_password_update, u.theme,
         extract(epoch from u.last_sign_in_at) * 1000, extract(epoch from u.disabled_at) * 1000,
         extract(epoch from u.deleted_at) * 1000, extract(epoch from u.created_at) * 1000,
         s.mfa_pending
    from sessions s
    join users u on u.id = s.user_id
   where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now()
     and u.deleted_at is null and u.disabled_at is null`;

const bool = (text: string | null | undefined) => text === 't';
const time = (text: string | null | undefined) => (text == null ? null : new Date(Number(text)));

/** The columns in the order ACTOR_OF_SESSION selects them. */
const toActorUser = (c: TextRow): ActorUser => ({
  id: c[0]!,
  email: c[1]!,
  name: c[2]!,
  role: c[3] as Role,
  landlordId: c[4] ?? null,
  managerId: c[5] ?? null,
  jobTitle: c[6] ?? null,
  phone: c[7] ?? null,
  image: c[8] ?? null,
  isVerified: bool(c[9]),
  mfaMethod: c[10] as ActorUser['mfaMethod'],
  require2fa: bool(c[11]),
  requirePasswordUpdate: bool(c[12]),
  theme: c[13] ? (JSON.parse(c[13]) as ActorUser['theme']) : null,
  lastSignInAt: time(c[14]),
  disabledAt: time(c[15]),
  deletedAt: time(c[16]),
  createdAt: time(c[17])!,
});

/** The session `sid` of user `sub` while it is live, with its user; null when revoked, expired or gone. */
export async function actorOfSession(
  database: Database,
  sid: string,
  sub: string,
): Promise<{ user: ActorUser; mfaPending: boolean } | null> {
  const [row] = await database.statement('actor_of_session', ACTOR_OF_SESSION)([sid, sub]);
  return row ? { user: toActorUser(row), mfaPending: bool(row[18]) } : null;
}
