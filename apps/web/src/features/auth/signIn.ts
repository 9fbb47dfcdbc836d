import { useAuthStore } from '../../store/auth';
import { useUiStore } from '../../store/ui';
import { errorMessage, toast } from '../../ui/toast';
import { requestSignIn, type SignInBody } from './signInRequest';

export type { SignInBody } from './signInRequest';
export type SignInOutcome = 'signed-in' | 'update-password' | 'two-factor' | 'failed';

/**
 * The sign-in transitions of §4 inside the app (after registering): store the token and user, fill the
 * stores, apply the user's theme, and tell the page where to go next. Two-factor and the forced
 * password update finish elsewhere.
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
    const result = await requestSignIn(body);
    if (result.outcome === 'two-factor') {
      auth.setPendingUser(result.pending);
      auth.setMfaSent(true);
      return 'two-factor';
    }
    auth.setCurrentUser(result.user);
    useUiStore.getState().applyTheme(result.user.theme);
    if (result.outcome === 'update-password') return 'update-password';
    toast.success(result.message ?? 'Signed in successfully.');
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
