import { decodeDirectUrl, encodeDirectUrl } from '~/lib/direct-url.ts';

// The checkout carries where the user came from (`direct-url`, base64) through the receipt to the
// thank-you page, so "Continue where you left off" lands where the upgrade was asked for.

/** The internal path a `direct-url` names, or null when there is none (or it is not ours). */
export function returnPathFrom(params: URLSearchParams): string | null {
  const path = decodeDirectUrl(params.get('direct-url'));
  return path === '/' ? null : path;
}

/** Adds `direct-url` to a page address that may already carry a query. */
export function withReturnPath(page: string, returnTo: string | null): string {
  if (!returnTo || returnTo === '/') return page;
  return `${page}${page.includes('?') ? '&' : '?'}direct-url=${encodeURIComponent(encodeDirectUrl(returnTo))}`;
}
