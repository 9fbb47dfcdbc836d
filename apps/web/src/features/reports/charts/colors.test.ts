import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { PALETTES } from '@lease/contract';
import { buildTheme } from '../../../app/theme/buildTheme';
import { seriesColors } from './colors';

describe('series colours', () => {
  it('reads 3:1 on the card in every palette, light and dark, four different colours', () => {
    for (const { key } of PALETTES) {
      for (const mode of ['light', 'dark'] as const) {
        const { palette } = buildTheme({ mode, direction: 'ltr', theme: key });
        const colors = seriesColors(palette, 4);
        expect(new Set(colors).size, `${key} ${mode}`).toBe(4);
        for (const c of colors) {
          expect(getContrastRatio(c, palette.background.paper), `${key} ${mode} ${c}`).toBeGreaterThanOrEqual(
            3,
          );
        }
      }
    }
  });

  it('starts from the palette’s primary, and skips a status colour too like one taken', () => {
    const { palette } = buildTheme({ mode: 'light', direction: 'ltr', theme: 'leapTheme' });
    const colors = seriesColors(palette, 4);
    expect(colors[0]).toBe(palette.primary.main);
    expect(colors[1]).toBe(palette.secondary.main);
    // Leap is blue: its light blue `info` would look like the primary.
    expect(colors).not.toContain(palette.info.main);
    expect(seriesColors(palette, 1)).toEqual([palette.primary.main]);
  });
});
