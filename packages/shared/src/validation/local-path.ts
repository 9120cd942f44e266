// Where the site may send someone back to after a login or a checkout (`direct-url`, `return_to`):
// only a path on this site, never another host. Browsers are generous with what they read as
// "another host" — `//evil.com`, `/\evil.com` (a backslash counts as a slash) and `/\t/evil.com`
// (tabs and newlines are dropped) all leave the site — so anything unusual is refused outright
// rather than cleaned up.

const LOCAL_BASE = 'http://local.invalid';

/**
 * A path inside this site: a single leading '/', no backslash, no whitespace or control
 * characters anywhere, and no scheme. Starting with one '/' already rules out a scheme
 * (`https:`, `javascript:`); the URL check below stays as a second opinion.
 */
export function isLocalPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (value.includes('\\')) return false;
  // \s covers Unicode spaces and line separators; \p{Cc} the C0, DEL and C1 control characters.
  if (/[\s\p{Cc}]/u.test(value)) return false;
  try {
    return new URL(value, LOCAL_BASE).origin === LOCAL_BASE;
  } catch {
    return false;
  }
}

/** A local path as a browser will request it (non-ASCII percent-encoded), or null when it is not one. */
export function normalizeLocalPath(value: string): string | null {
  if (!isLocalPath(value)) return null;
  const url = new URL(value, LOCAL_BASE);
  return `${url.pathname}${url.search}${url.hash}`;
}
