import { darken, decomposeColor, getContrastRatio, lighten, type Palette } from '@mui/material/styles';

/** WCAG's 3:1 for the parts of a graphic (1.4.11): each series against its card, light or dark. */
const MARK_CONTRAST = 3;
/** How far apart (the "redmean" RGB distance, 0–765) two series' colours must be to tell them apart. */
const DISTINCT = 100;

/** `color` shifted darker (light mode) or lighter (dark mode) until it stands out from `surface`. */
function onSurface(color: string, surface: string, mode: Palette['mode']): string {
  let shifted = color;
  for (let step = 0; step < 20 && getContrastRatio(shifted, surface) < MARK_CONTRAST; step += 1) {
    shifted = mode === 'light' ? darken(shifted, 0.08) : lighten(shifted, 0.08);
  }
  return shifted;
}

/** A cheap perceptual distance: RGB weighted by the red mean (the "redmean" approximation). */
function distance(a: string, b: string): number {
  const [r1 = 0, g1 = 0, b1 = 0] = decomposeColor(a).values;
  const [r2 = 0, g2 = 0, b2 = 0] = decomposeColor(b).values;
  const red = (r1 + r2) / 2;
  return Math.sqrt(
    (2 + red / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - red) / 256) * (b1 - b2) ** 2,
  );
}

/**
 * `n` series colours from the theme the user chose: its primary and secondary, then the status
 * colours that differ from those already taken (a blue palette skips `info`); a palette too alike
 * for `n` distinct colours takes the rest in order. Each readable on the card's surface.
 */
export function seriesColors(palette: Palette, n: number): string[] {
  const candidates = [
    palette.primary.main,
    palette.secondary.main,
    palette.warning.main,
    palette.error.main,
    palette.success.main,
    palette.info.main,
  ].map((c) => onSurface(c, palette.background.paper, palette.mode));
  const chosen: string[] = [];
  for (const c of candidates) {
    if (chosen.length < n && chosen.every((taken) => distance(taken, c) >= DISTINCT)) chosen.push(c);
  }
  for (const c of candidates) if (chosen.length < n && !chosen.includes(c)) chosen.push(c);
  return chosen;
}
