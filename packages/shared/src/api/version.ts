/**
 * The build version the server serves now (decision 021): plain GET, outside the call table, so a page
 * of any older build can still read it whatever the calls or the signing key became since.
 */
export const APP_VERSION_PATH = '/api/version';

/** The answer of `APP_VERSION_PATH`. */
export interface AppVersion {
  version: string;
}
