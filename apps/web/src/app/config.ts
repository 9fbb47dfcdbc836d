/** Deployment settings, read once from the build environment with safe defaults. */
const env = import.meta.env;

export const APP_NAME = 'Lease Guarantee Portal';

export const config = {
  /** The external feedback form behind "Report an issue" (§2.10). */
  reportIssueUrl: env.VITE_REPORT_ISSUE_URL || 'https://example.com/feedback',
  /** The provider's resource page, the menu's Resource Center entry (§2.11). */
  resourceCenterUrl: env.VITE_RESOURCE_CENTER_URL || 'https://example.com/resources',
  /** The external terms page the register form's Agree with Terms & Condition links to (§2.4). */
  termsUrl: env.VITE_TERMS_URL || 'https://example.com/terms',
  /**
   * One video address per GUIDE_TITLES entry, by position; an empty slot means no video yet.
   * Their origins must also be allowed by the server's media-src policy.
   */
  guideVideos: (env.VITE_GUIDE_VIDEOS ?? '').split(',').map((src) => src.trim()),
} as const;
