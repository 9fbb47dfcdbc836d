import type { Role } from '@lease/contract';
import type { users } from '../../db/schema/index.js';

/** The caller's user row as read with its session: everything but the password hash. */
export type ActorUser = Omit<typeof users.$inferSelect, 'passwordHash'>;

/** Who is calling: read from the token and its live session on every authenticated call. */
export interface Actor {
  userId: string;
  role: Role;
  landlordId: string | null;
  sessionId: string;
  mfaPending: boolean;
  user: ActorUser;
}
