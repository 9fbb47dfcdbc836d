import { useTheme } from '@mui/material/styles';
import { useCallback } from 'react';
import { measureText } from './text';

/** A text's width in px in the charts' labels' font (12 px of the theme's family). */
export function useMeasure(): (text: string) => number {
  const family = useTheme().typography.fontFamily;
  return useCallback((text: string) => measureText(text, `12px ${family}`), [family]);
}
