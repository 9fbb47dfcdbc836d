/** Deployment settings, read once from the build environment with safe defaults. */
const env = import.meta.env;

export const APP_NAME = 'Lease Guarantee Portal';

/**
 * The external links fall back to pages of the portal itself when a deployment sets none. Report an
 * issue and Resource Center are the server's settings (FEEDBACK_URL, RESOURCE_CENTER_URL: useShellLinks).
 */
export const config = {
  /** The terms page the register form's Agree with Terms & Condition links to (§2.4); else /terms. */
  termsUrl: env.VITE_TERMS_URL || '/terms',
  /**
   * One video address per GUIDE_TITLES entry, by position; an empty slot means no video yet.
   * Their origins must also be allowed by the server's media-src policy.
   */
  guideVideos: (env.VITE_GUIDE_VIDEOS ?? '').split(',').map((src) => src.trim()),
} as const;
