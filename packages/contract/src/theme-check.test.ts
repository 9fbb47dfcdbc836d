import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, themeSettingsSchema } from './theme.js';
import { readThemeSettings } from './theme-check.js';

/** What the schema makes of a value: the settings, or null when it refuses them. */
const schemaRead = (value: unknown) => {
  const parsed = themeSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const { dateFormat: _dateFormat, ...olderSave } = DEFAULT_THEME;
const VALUES: unknown[] = [
  DEFAULT_THEME,
  { ...DEFAULT_THEME, mode: 'dark', direction: 'rtl', theme: 'monochrome', layout: 'mega-menu' },
  { ...DEFAULT_THEME, bgPosition: 'full', decoration: false, gradient: false, sidebarOpen: false },
  { ...DEFAULT_THEME, dateFormat: 'YYYY-MM-DD' },
  olderSave,
  { ...DEFAULT_THEME, dateFormat: undefined },
  { ...DEFAULT_THEME, dateFormat: null },
  { ...DEFAULT_THEME, dateFormat: 'D/M/Y' },
  { ...DEFAULT_THEME, extra: true },
  JSON.parse(`{"__proto__": {}, ${JSON.stringify(DEFAULT_THEME).slice(1)}`),
  { ...DEFAULT_THEME, toString: 'x' },
  null,
  undefined,
  'leapTheme',
  42,
  [],
  [DEFAULT_THEME],
  {},
];
// Each setting missing, undefined, null, of another type, and a string the schema does not know.
for (const key of Object.keys(DEFAULT_THEME)) {
  const { [key]: _dropped, ...without } = DEFAULT_THEME as unknown as Record<string, unknown>;
  VALUES.push(without);
  for (const wrong of [undefined, null, 1, 'nope', true, {}]) VALUES.push({ ...DEFAULT_THEME, [key]: wrong });
}

describe('readThemeSettings', () => {
  it('reads every value as the theme settings schema does', () => {
    for (const value of VALUES) {
      expect(readThemeSettings(value), JSON.stringify(value)).toEqual(schemaRead(value));
    }
  });
});
