import { useAuthStore } from './auth';
import { useUiStore } from './ui';

/** Back to the signed-out state; call after local storage is cleared so both start from defaults. */
export function resetStores(): void {
  useAuthStore.getState().reset();
  useUiStore.getState().reset();
}
