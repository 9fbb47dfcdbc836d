import { create } from 'zustand';
import { readPendingUser, readStoredUser } from '../api/storedSession';
import type { PendingStoredUser, StoredUser } from '../api/storedUser';

/** The part of the `auth` state area of §3.5 the shell uses. */
export interface AuthState {
  /** The user of a complete session (§3.1). */
  currentUser: StoredUser | null;
  /** The user of a session that still owes its second factor: only what the code screen needs. */
  pendingUser: PendingStoredUser | null;
  /** A sign-in call is running. */
  loading: boolean;
  /** The last sign-in answered that the second factor is still to be verified. */
  mfaSent: boolean;
}

interface AuthActions {
  setCurrentUser: (user: StoredUser | null) => void;
  setPendingUser: (user: PendingStoredUser | null) => void;
  setLoading: (loading: boolean) => void;
  setMfaSent: (mfaSent: boolean) => void;
  reset: () => void;
}

const initialState = (): AuthState => ({
  currentUser: readStoredUser(),
  pendingUser: readPendingUser(),
  loading: false,
  mfaSent: false,
});

export const useAuthStore = create<AuthState & AuthActions>()((set) => ({
  ...initialState(),
  setCurrentUser: (currentUser) => set({ currentUser, pendingUser: null }),
  setPendingUser: (pendingUser) => set({ pendingUser, currentUser: null }),
  setLoading: (loading) => set({ loading }),
  setMfaSent: (mfaSent) => set({ mfaSent }),
  reset: () => set(initialState()),
}));
