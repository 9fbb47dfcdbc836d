import type { z } from 'zod';
import { USER_KEY } from './session';
import {
  pendingStoredUserSchema,
  storedUserSchema,
  type PendingStoredUser,
  type StoredUser,
} from './storedUserSchema';

function readUserAs<S extends z.ZodType>(schema: S): z.infer<S> | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored user of a complete session, or null when missing, pending or not in the stored shape. */
export const readStoredUser = (): StoredUser | null => readUserAs(storedUserSchema);

/** The stored user of a session that still owes its second factor. */
export const readPendingUser = (): PendingStoredUser | null => readUserAs(pendingStoredUserSchema);
