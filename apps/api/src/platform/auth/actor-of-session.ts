import type { Database } from '../../db/client.js';
import type { ActorGrant, ActorUser } from './actor.js';

/**
 * The live session of a token with its user (all but the password hash), in one statement. The user
 * comes as one JSON object under ActorUser's own keys: one column to describe and read rather than 18.
 */
export const ACTOR_USER_JSON = `json_build_object(
           'id', u.id, 'email', u.email, 'name', u.name, 'role', u.role, 'landlordId', u.landlord_id,
           'managerId', u.manager_id, 'jobTitle', u.job_title, 'phone', u.phone, 'image', u.image,
           'isVerified', u.is_verified, 'mfaMethod', u.mfa_method, 'require2fa', u.require_2fa,
           'requirePasswordUpdate', u.require_password_update, 'theme', u.theme,
           'lastSignInAt', u.last_sign_in_at, 'disabledAt', u.disabled_at, 'deletedAt', u.deleted_at,
           'createdAt', u.created_at)`;

/** An external's grant that is not revoked (decision 0032); null for every other role. */
const ACTOR_GRANT_JSON = `case when u.role = 'external' then (
           select json_build_object('id', g.id, 'landlordId', g.landlord_id, 'expiresAt', g.expires_at,
                                    'personalData', g.personal_data)
             from external_grants g where g.user_id = u.id and g.revoked_at is null) end`;

const ACTOR_OF_SESSION = `
  select ${ACTOR_USER_JSON},
         s.mfa_pending,
         ${ACTOR_GRANT_JSON}
    from sessions s
    join users u on u.id = s.user_id
   where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now()
     and u.deleted_at is null and u.disabled_at is null`;

type Times = 'lastSignInAt' | 'disabledAt' | 'deletedAt' | 'createdAt';
/** The user as JSON carries its times as ISO strings. */
type UserJson = Omit<ActorUser, Times> & Record<Times, string | null>;

const time = (iso: string | null) => (iso === null ? null : new Date(iso));

export function toActorUser(json: string): ActorUser {
  const user = JSON.parse(json) as UserJson;
  return {
    ...user,
    lastSignInAt: time(user.lastSignInAt),
    disabledAt: time(user.disabledAt),
    deletedAt: time(user.deletedAt),
    createdAt: time(user.createdAt)!,
  };
}

export function toActorGrant(json: string | null | undefined): ActorGrant | null {
  if (!json) return null;
  const grant = JSON.parse(json) as Omit<ActorGrant, 'expiresAt'> & { expiresAt: string | null };
  return { ...grant, expiresAt: time(grant.expiresAt) };
}

/**
 * The session `sid` of user `sub` while it is live, with its user (and an external's grant); null when
 * revoked, expired or gone.
 */
export async function actorOfSession(
  database: Database,
  sid: string,
  sub: string,
): Promise<{ user: ActorUser; mfaPending: boolean; grant: ActorGrant | null } | null> {
  const [row] = await database.statement('actor_of_session', ACTOR_OF_SESSION)([sid, sub]);
  return row ? { user: toActorUser(row[0]!), mfaPending: row[1] === 't', grant: toActorGrant(row[2]) } : null;
}
