import { routes, type RouteInput } from '@lease/contract';
import { apiRequest } from '../../api/client';
import { storeSession } from '../../api/session';
import { toPendingStoredUser, toStoredUser } from '../../api/storedUser';
import { useAuthStore } from '../../store/auth';
import { useUiStore } from '../../store/ui';
import { errorMessage, toast } from '../../ui/toast';

export type SignInBody = RouteInput<typeof routes.auth.signIn>['body'];
export type SignInOutcome = 'signed-in' | 'update-password' | 'two-factor' | 'failed';

/**
 * The sign-in transitions of §4: store the token and user, apply the user's theme, and tell the page
 * where to go next. Two-factor and the forced password update finish elsewhere.
 */
export async function signIn(
  body: SignInBody,
  /** Also told the failure's message, for a page that shows it beside its form. */
  onFailure?: (message: string) => void,
): Promise<SignInOutcome> {
  const auth = useAuthStore.getState();
  auth.setLoading(true);
  auth.setMfaSent(false);
  try {
    const { message, data } = await apiRequest(routes.auth.signIn, { body });
    // The answer is the user plus the token fields; store the user as §3.1 names it.
    if (data.require_2fa) {
      const pending = toPendingStoredUser(data);
      storeSession(data.accessToken, pending);
      auth.setPendingUser(pending);
      auth.setMfaSent(true);
      return 'two-factor';
    }
    const user = toStoredUser(data);
    storeSession(data.accessToken, user);
    auth.setCurrentUser(user);
    useUiStore.getState().applyTheme(user.theme);
    if (user.requirePasswordUpdate) return 'update-password';
    toast.success(message ?? 'Signed in successfully.');
    return 'signed-in';
  } catch (error) {
    const message = errorMessage(error);
    toast.error(message);
    onFailure?.(message);
    return 'failed';
  } finally {
    auth.setLoading(false);
  }
}
