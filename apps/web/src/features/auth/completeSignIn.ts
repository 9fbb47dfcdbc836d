import type { SignedIn } from '@lease/contract';
import { useAuthStore } from '../../store/auth';
import { useUiStore } from '../../store/ui';
import { storeSignedIn } from './signInRequest';

/** Stores the full token a verified code earned, and says where the user goes next (§4, §2.9). */
export function completeSignIn(signedIn: SignedIn): '/dashboard' | '/update-auth' {
  const user = storeSignedIn(signedIn);
  const auth = useAuthStore.getState();
  auth.setCurrentUser(user);
  auth.setMfaSent(false);
  useUiStore.getState().applyTheme(user.theme);
  return user.requirePasswordUpdate ? '/update-auth' : '/dashboard';
}
