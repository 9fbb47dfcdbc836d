import { z } from 'zod';
import { pendingUserSchema, userSchema } from '../user.js';

const tokenFields = {
  accessToken: z.string(),
  /** Token expiry in seconds since the epoch, as the client compares it (§2.2). */
  exp: z.number().int(),
};

/** A full token and the user it belongs to: a sign-in without a second factor, or a verified code. */
export const signedInSchema = userSchema.extend(tokenFields);
export type SignedIn = z.infer<typeof signedInSchema>;

/** A token that opens only the two-factor calls, and the pending user (§4: the answer flags two-factor). */
export const pendingSignInSchema = pendingUserSchema.extend(tokenFields);
export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

/** The sign-in answer (§3.2: `accessToken` plus the user fields), told apart by `require_2fa`. */
export const signInAnswerSchema = z.discriminatedUnion('require_2fa', [signedInSchema, pendingSignInSchema]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;
