import type { Role } from '@lease/contract';
import type { users } from '../../db/schema/index.js';

/**
 * The caller's user row as read with its session: everything but the password hash and the Users grid's
 * kept grant count (a sort key the triggers keep, nothing of the caller's).
 */
export type ActorUser = Omit<typeof users.$inferSelect, 'passwordHash' | 'openGrantCount'>;

/** The API key a call was made with (decision 0029): what narrows its user's scope. */
export interface ActorKey {
  id: string;
  name: string;
  /** Every call that changes state is refused. */
  readOnly: boolean;
  /** Empty: every building the user sees; else only these of them. */
  buildingIds: string[];
  expiresAt: Date | null;
}

/** An external's grant on its landlord (decision 0032), read with its session: judged on every call. */
export interface ActorGrant {
  id: string;
  landlordId: string;
  /** Null: the access does not expire. */
  expiresAt: Date | null;
  /** Whether tenants' names and contacts may be shown. */
  personalData: boolean;
}

/** Who is calling: read from the token and its live session on every authenticated call. */
export interface Actor {
  userId: string;
  role: Role;
  landlordId: string | null;
  sessionId: string;
  mfaPending: boolean;
  user: ActorUser;
  /** Set when the call carries an API key rather than a session's token; `sessionId` is then the key's id. */
  key?: ActorKey;
  /** An external's grant that is not revoked; null when it has none (then it reaches no client call). */
  grant?: ActorGrant | null;
}
