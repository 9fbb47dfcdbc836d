import { z } from 'zod';
import { userSchema } from '../user.js';

/** A token and the user it belongs to: the answer of sign-in and of a verified second factor. */
export const signedInSchema = userSchema.extend({
  accessToken: z.string(),
  /** Token expiry in seconds since the epoch, as the client compares it (§2.2). */
  exp: z.number().int(),
});
export type SignedIn = z.infer<typeof signedInSchema>;
