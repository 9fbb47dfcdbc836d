import { PALETTES, type ThemeSettings } from '@lease/contract';
import type { LinkProps } from '@mui/material/Link';
import { createTheme, darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';
import type { ElementType } from 'react';
import { DIALOG_DEFAULTS } from '../../ui/dialogFocus';

/** No web fonts: the CSP allows no outside origin, and the system stack needs no download. */
const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

const SURFACES = {
  light: { default: '#f4f6f8', paper: '#ffffff', raised: ['#ffffff', '#f4f6f8', '#ebeef2'] },
  dark: { default: '#121212', paper: '#1b1d21', raised: ['#121212', '#1b1d21', '#2a2d33'] },
} as const;

/** Hairlines a shade off the surface: they separate without drawing a rule (docs/design.md). */
const DIVIDER = { light: 'rgba(15, 23, 42, 0.08)', dark: 'rgba(255, 255, 255, 0.09)' } as const;

/**
 * The type scale: restrained page titles (h1 is `h5`-sized), section titles a step below, and body
 * text at 14-15 px as dense business tools use. Weights stay at 600 at most.
 */
const TYPE_SCALE = {
  fontFamily: FONT_STACK,
  h4: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3, letterSpacing: '-0.01em' },
  h5: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.3, letterSpacing: '-0.01em' },
  h6: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.4 },
  subtitle1: { fontWeight: 600 },
  body1: { fontSize: '0.9375rem' },
  button: { textTransform: 'none' as const, fontWeight: 600 },
  overline: { fontWeight: 600, letterSpacing: '0.08em' },
};

/** WCAG AA for normal text, with a little margin for tinted hover and selected backgrounds. */
const TARGET_CONTRAST = 4.8;

/**
 * Palette colours are also used as text (links, selected items); shift them until they read on every
 * surface of the mode, so each of the 17 palettes passes contrast checks in light and dark.
 */
function readable(color: string, mode: ThemeSettings['mode']): string {
  let shifted = color;
  for (let step = 0; step < 24; step += 1) {
    const worst = Math.min(...SURFACES[mode].raised.map((bg) => getContrastRatio(shifted, bg)));
    if (worst >= TARGET_CONTRAST) break;
    shifted = mode === 'light' ? darken(shifted, 0.06) : lighten(shifted, 0.06);
  }
  return shifted;
}

/**
 * `link` renders MUI links and buttons with an `href`: the app passes its router link; without one they
 * stay plain anchors, as on the light sign-in page, which has no router and leaves with a page load.
 */
export function buildTheme(
  settings: Pick<ThemeSettings, 'mode' | 'direction' | 'theme'>,
  link?: ElementType,
): Theme {
  const palette = PALETTES.find((p) => p.key === settings.theme) ?? PALETTES[0];
  const surfaces = SURFACES[settings.mode];
  return createTheme({
    direction: settings.direction,
    palette: {
      mode: settings.mode,
      primary: { main: readable(palette.primary, settings.mode) },
      secondary: { main: readable(palette.secondary, settings.mode) },
      background: { default: surfaces.default, paper: surfaces.paper },
      divider: DIVIDER[settings.mode],
      // Pick white or dark text on coloured fills by the AA ratio, not MUI's looser default of 3.
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: 10 },
    typography: TYPE_SCALE,
    components: {
      ...(link && {
        MuiLink: { defaultProps: { component: link } as LinkProps },
        MuiButtonBase: { defaultProps: { LinkComponent: link } },
      }),
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiDivider: { styleOverrides: { root: { borderColor: DIVIDER[settings.mode] } } },
      MuiDialog: { defaultProps: DIALOG_DEFAULTS },
    },
  });
}
