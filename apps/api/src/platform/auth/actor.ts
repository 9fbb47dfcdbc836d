import type { Role } from '@lease/contract';
import type { users } from '../../db/schema/index.js';

/** The caller's user row as read with its session: everything but the password hash. */
export type ActorUser = Omit<typeof users.$inferSelect, 'passwordHash'>;

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
}
