/** Build-time settings read by src/app/config.ts. */
interface ImportMetaEnv {
  readonly VITE_TERMS_URL?: string;
  /** Comma separated, one address per guide title in order; leave a slot empty for none. */
  readonly VITE_GUIDE_VIDEOS?: string;
}
