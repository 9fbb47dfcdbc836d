import createCache, { type StylisPlugin } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** Flips every left/right style rule, so the whole layout mirrors in RTL (MUI RTL guide). */
export const rtlCache = createCache({
  key: 'muirtl',
  stylisPlugins: [prefixer as StylisPlugin, rtlPlugin as unknown as StylisPlugin],
});
