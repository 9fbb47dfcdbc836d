import type { routes, RouteInput, SignedIn } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { storeSession } from '../../api/session';
import * as authCalls from '@lease/contract/addresses/auth';
import {
  toPendingStoredUser,
  toStoredUser,
  type PendingStoredUser,
  type StoredUser,
} from '../../api/storedUser';

export type SignInBody = RouteInput<typeof routes.auth.signIn>['body'];

export type SignInResult =
  | { outcome: 'signed-in' | 'update-password'; user: StoredUser; message: string | undefined }
  | { outcome: 'two-factor'; pending: PendingStoredUser };

/**
 * The sign-in call of §4 and the session it stores, with no state library: the light sign-in page hands
 * the stored session over to the app, which reads it at start; signIn.ts also fills the app's stores.
 */
export async function requestSignIn(body: SignInBody): Promise<SignInResult> {
  const { message, data } = await apiRequest(authCalls.signIn, { body });
  // The answer is the user plus the token fields; store the user as §3.1 names it.
  if (data.require_2fa) {
    const pending = toPendingStoredUser(data);
    storeSession(data.accessToken, pending);
    return { outcome: 'two-factor', pending };
  }
  const user = storeSignedIn(data);
  return { outcome: user.requirePasswordUpdate ? 'update-password' : 'signed-in', user, message };
}

/** Stores the full token of a sign-in or of a verified code, and answers its user. */
export function storeSignedIn(signedIn: SignedIn): StoredUser {
  const user = toStoredUser(signedIn);
  storeSession(signedIn.accessToken, user);
  return user;
}
