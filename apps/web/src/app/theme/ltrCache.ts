import createCache from '@emotion/cache';

/** The default emotion cache; the RTL one is loaded only when a user picks right-to-left. */
export const ltrCache = createCache({ key: 'mui' });
