import type { Role } from '@lease/contract';

/** Who is calling: read from the token and its live session on every authenticated call. */
export interface Actor {
  userId: string;
  role: Role;
  landlordId: string | null;
  sessionId: string;
  mfaPending: boolean;
}
