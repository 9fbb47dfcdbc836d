import { DEFAULT_DATE_FORMAT, type DateFormat } from './dates.js';

/** The 17 palettes of §3.4; the first is the product's own (leapTheme). */
export const PALETTES = [
  { key: 'leapTheme', name: 'Leap', primary: '#1565c0', secondary: '#00897b' },
  { key: 'oceanSky', name: 'Ocean Sky', primary: '#0277bd', secondary: '#26c6da' },
  { key: 'roseGold', name: 'Rose Gold', primary: '#ad1457', secondary: '#c2185b' },
  { key: 'leaf', name: 'Leaf', primary: '#2e7d32', secondary: '#9e9d24' },
  { key: 'mint', name: 'Mint', primary: '#00796b', secondary: '#4db6ac' },
  { key: 'ubuntu', name: 'Ubuntu', primary: '#c2410c', secondary: '#5e2750' },
  { key: 'ultraViolet', name: 'Ultra Violet', primary: '#5e35b1', secondary: '#8e24aa' },
  { key: 'vintage', name: 'Vintage', primary: '#795548', secondary: '#a1887f' },
  { key: 'fruit', name: 'Fruit', primary: '#c62828', secondary: '#ef6c00' },
  { key: 'botani', name: 'Botani', primary: '#558b2f', secondary: '#795548' },
  { key: 'deepOcean', name: 'Deep Ocean', primary: '#0d47a1', secondary: '#006064' },
  { key: 'school', name: 'School', primary: '#f57f17', secondary: '#3949ab' },
  { key: 'queen', name: 'Queen', primary: '#6a1b9a', secondary: '#d81b60' },
  { key: 'joker', name: 'Joker', primary: '#4a148c', secondary: '#2e7d32' },
  { key: 'ruby', name: 'Ruby', primary: '#b71c1c', secondary: '#880e4f' },
  { key: 'sultan', name: 'Sultan', primary: '#7b5e00', secondary: '#4e342e' },
  { key: 'monochrome', name: 'Monochrome', primary: '#424242', secondary: '#757575' },
] as const;
export type PaletteKey = (typeof PALETTES)[number]['key'];

export const LAYOUTS = [
  'left-sidebar',
  'right-sidebar',
  'big-sidebar',
  'top-navigation',
  'mega-menu',
] as const;
export type Layout = (typeof LAYOUTS)[number];

/**
 * A person's theme settings, written without zod for the light pages; theme.ts's schema infers the
 * same type (ThemeSettings) and checks there that the two agree.
 */
export interface ThemeShape {
  mode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  theme: PaletteKey;
  bgPosition: 'header' | 'half' | 'full';
  decoration: boolean;
  gradient: boolean;
  layout: Layout;
  sidebarOpen: boolean;
  dateFormat: DateFormat;
}

export const DEFAULT_THEME: ThemeShape = {
  theme: 'leapTheme',
  mode: 'light',
  gradient: true,
  decoration: true,
  bgPosition: 'half',
  layout: 'left-sidebar',
  sidebarOpen: true,
  direction: 'ltr',
  dateFormat: DEFAULT_DATE_FORMAT,
};
