import './bidi.css';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useUiStore } from '../../store/ui';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { statusChipStyles } from '../../ui/statusChipStyles';
import { buildTheme } from './buildTheme';
import { ltrCache } from './ltrCache';

/** Applies the ui store's theme settings live: palette, mode and a really mirrored layout in RTL. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useUiStore((s) => s.type);
  const paletteKey = useUiStore((s) => s.theme);
  const wanted = useUiStore((s) => s.direction);
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null);

  useEffect(() => {
    if (wanted !== 'rtl' || rtlCache) return;
    let live = true;
    void import('./rtlCache').then((m) => live && setRtlCache(m.rtlCache));
    return () => {
      live = false;
    };
  }, [wanted, rtlCache]);

  // Flip only once the RTL style plugin is there, so styles and `dir` never disagree.
  const direction = wanted === 'rtl' && rtlCache ? 'rtl' : 'ltr';
  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  const theme = useMemo(
    () => buildTheme({ mode, direction, theme: paletteKey }, LinkBehavior),
    [mode, direction, paletteKey],
  );

  return (
    <CacheProvider value={direction === 'rtl' && rtlCache ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <GlobalStyles styles={statusChipStyles} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
