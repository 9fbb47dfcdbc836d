import type { User } from '@lease/contract';
import { create } from 'zustand';
import { readStoredUser } from '../api/session';

/** The part of the `auth` state area of §3.5 the shell uses. */
export interface AuthState {
  currentUser: User | null;
  /** A sign-in call is running. */
  loading: boolean;
  /** The last sign-in answered that the second factor is still to be verified. */
  mfaSent: boolean;
}

interface AuthActions {
  setCurrentUser: (user: User | null) => void;
  setLoading: (loading: boolean) => void;
  setMfaSent: (mfaSent: boolean) => void;
  reset: () => void;
}

const initialState = (): AuthState => ({ currentUser: readStoredUser(), loading: false, mfaSent: false });

export const useAuthStore = create<AuthState & AuthActions>()((set) => ({
  ...initialState(),
  setCurrentUser: (currentUser) => set({ currentUser }),
  setLoading: (loading) => set({ loading }),
  setMfaSent: (mfaSent) => set({ mfaSent }),
  reset: () => set(initialState()),
}));
