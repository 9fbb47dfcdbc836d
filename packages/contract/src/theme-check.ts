import { DATE_FORMATS, DEFAULT_DATE_FORMAT } from './dates.js';
import { LAYOUTS, PALETTES } from './palettes.js';
import type { ThemeSettings } from './theme.js';

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** Each setting's check, in the schema's keys: a key outside them makes the settings wrong. */
const CHECKS: Record<keyof ThemeSettings, (value: unknown) => boolean> = {
  mode: oneOf(['light', 'dark']),
  direction: oneOf(['ltr', 'rtl']),
  theme: oneOf(PALETTES.map((p) => p.key)),
  bgPosition: oneOf(['header', 'half', 'full']),
  decoration: isBoolean,
  gradient: isBoolean,
  layout: oneOf(LAYOUTS),
  sidebarOpen: isBoolean,
  dateFormat: oneOf(DATE_FORMATS),
};

/**
 * `themeSettingsSchema.safeParse` without zod, for the stored user's check that every page runs
 * (issue #27): the settings, with the date format's default for an older save, or null when they are
 * not the schema's. theme-check.test.ts holds it to the schema.
 */
export function readThemeSettings(value: unknown): ThemeSettings | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const settings: Record<string, unknown> = { ...value };
  if (settings.dateFormat === undefined) settings.dateFormat = DEFAULT_DATE_FORMAT;
  for (const key of Object.keys(settings)) {
    if (!Object.hasOwn(CHECKS, key) || !CHECKS[key as keyof ThemeSettings](settings[key])) return null;
  }
  return Object.keys(CHECKS).every((key) => key in settings) ? (settings as ThemeSettings) : null;
}
