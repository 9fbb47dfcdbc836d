import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Wide screens get the fixed sidebar or menu bar; below md the menu lives in a drawer (§2.10). */
export const useIsDesktop = (): boolean =>
  useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
