import { DEFAULT_THEME, type ThemeSettings } from '@lease/contract';
import { create } from 'zustand';
import { readStoredUser } from '../api/storedSession';

/** The `ui` state area of §3.5; `type` is the colour mode, as the product names it. */
export interface UiState {
  sidebarOpen: boolean;
  pageLoaded: boolean;
  type: ThemeSettings['mode'];
  gradient: boolean;
  decoration: boolean;
  layout: ThemeSettings['layout'];
  bgPosition: ThemeSettings['bgPosition'];
  theme: ThemeSettings['theme'];
  direction: ThemeSettings['direction'];
  /** How dates are written (decision 0026). */
  dateFormat: ThemeSettings['dateFormat'];
  /** Keys of the menu groups that are expanded. */
  subMenuOpen: string[];
  /** The shell dialog on screen; kept here so it survives a layout switch made inside it. */
  shellDialog: 'guide' | 'theme' | 'feedback' | null;
}

interface UiActions {
  setPageLoaded: (loaded: boolean) => void;
  setSidebarOpen: (open: boolean) => void;
  applyTheme: (patch: Partial<ThemeSettings>) => void;
  toggleSubMenu: (key: string) => void;
  openSubMenu: (key: string) => void;
  setShellDialog: (dialog: UiState['shellDialog']) => void;
  reset: () => void;
}

const fromSettings = ({ mode, ...rest }: Partial<ThemeSettings>): Partial<UiState> =>
  mode === undefined ? rest : { ...rest, type: mode };

/** Starts from the stored user's saved theme so a reload keeps the look. */
const initialState = (): UiState => ({
  ...(fromSettings({ ...DEFAULT_THEME, ...readStoredUser()?.theme }) as Omit<
    UiState,
    'pageLoaded' | 'subMenuOpen' | 'shellDialog'
  >),
  pageLoaded: false,
  subMenuOpen: [],
  shellDialog: null,
});

export const useUiStore = create<UiState & UiActions>()((set) => ({
  ...initialState(),
  setPageLoaded: (pageLoaded) => set({ pageLoaded }),
  setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
  applyTheme: (patch) => set(fromSettings(patch)),
  toggleSubMenu: (key) =>
    set((s) => ({
      subMenuOpen: s.subMenuOpen.includes(key)
        ? s.subMenuOpen.filter((k) => k !== key)
        : [...s.subMenuOpen, key],
    })),
  openSubMenu: (key) =>
    set((s) => (s.subMenuOpen.includes(key) ? s : { subMenuOpen: [...s.subMenuOpen, key] })),
  setShellDialog: (shellDialog) => set({ shellDialog }),
  reset: () => set(initialState()),
}));

/** The saved shape (contract ThemeSettings) of the current ui state. */
export const selectThemeSettings = (s: UiState): ThemeSettings => ({
  mode: s.type,
  direction: s.direction,
  theme: s.theme,
  bgPosition: s.bgPosition,
  decoration: s.decoration,
  gradient: s.gradient,
  layout: s.layout,
  sidebarOpen: s.sidebarOpen,
  dateFormat: s.dateFormat,
});
