import { z } from 'zod';
import { DATE_FORMATS, DEFAULT_DATE_FORMAT } from './dates.js';
import {
  DEFAULT_THEME,
  LAYOUTS,
  PALETTES,
  type Layout,
  type PaletteKey,
  type ThemeShape,
} from './palettes.js';

// The palettes, layouts and the default theme sit in a module free of zod, so a light page (sign-in)
// can build its theme; re-exported here.
export { DEFAULT_THEME, LAYOUTS, PALETTES, type Layout, type PaletteKey };
const PALETTE_KEYS = PALETTES.map((p) => p.key) as [PaletteKey, ...PaletteKey[]];

/** Shown before Show All in the theme panel. */
export const PALETTES_SHOWN_FIRST = 8;

export const themeSettingsSchema = z
  .object({
    mode: z.enum(['light', 'dark']),
    direction: z.enum(['ltr', 'rtl']),
    theme: z.enum(PALETTE_KEYS),
    bgPosition: z.enum(['header', 'half', 'full']),
    decoration: z.boolean(),
    gradient: z.boolean(),
    layout: z.enum(LAYOUTS),
    sidebarOpen: z.boolean(),
    /** How every date that the spec does not fix is written (decision 0026); older saves have none. */
    dateFormat: z.enum(DATE_FORMATS).default(DEFAULT_DATE_FORMAT),
  })
  .strict();
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;
// palettes.ts writes the same shape without zod (so it imports nothing back from here): a change to
// one and not the other fails to compile.
type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameShape: Agree<ThemeSettings, ThemeShape> = true;
