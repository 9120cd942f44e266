import { SESSION_COOKIE } from '@tradelink/shared/constants/limits';
import { marketingFromCookieHeader } from '@tradelink/shared/marketing/params';
import type { GuestPageType } from '@tradelink/shared/rules/rate-window';

/**
 * Which pages are the same for every guest (issue 19): the catalog's public pages. A page listed
 * here is rendered from the visitor's language, the address and the stored utm source only (the
 * root loader's `utmSource`, which outgoing links carry); anything else a guest page came to read
 * from the request would have to join the key below.
 */
const PATTERNS: Array<{ pattern: RegExp; limit?: GuestPageType }> = [
  { pattern: /^\/$/ },
  { pattern: /^\/search$/ },
  { pattern: /^\/(suppliers|buyers)$/ },
  { pattern: /^\/(product|supplier|buyer)-category\/[^/]+$/ },
  { pattern: /^\/(product|new-product|hot-price-product)\/[^/]+$/ },
  { pattern: /^\/supplier\/[^/]+$/ },
  // Guests may open only so many of these (the spec's rate limiter): counted on every visit, cached or not.
  { pattern: /^\/request\/[^/]+$/, limit: 'rfq' },
  { pattern: /^\/buyer\/[^/]+$/, limit: 'buyer' },
];

export interface GuestPage {
  key: string;
  /** A guest-limited page: its type and the id the limit counts it by. */
  limit?: { type: GuestPageType; id: string };
}

/** Whether the request carries a session cookie (a logged-in visitor, or one whose session lapsed). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * The cache key of a guest's page, or null when the page must be rendered for this visitor: a
 * session cookie, a method other than GET/HEAD, or a page outside the list.
 */
export function guestPage(request: { method: string; url: string; headers: { cookie?: string }; lang: string }): GuestPage | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (hasSessionCookie(request.headers.cookie)) return null;
  const q = request.url.indexOf('?');
  const pathname = q === -1 ? request.url : request.url.slice(0, q);
  const match = PATTERNS.find((p) => p.pattern.test(pathname));
  if (!match) return null;
  const utmSource = marketingFromCookieHeader(request.headers.cookie)?.utm_source ?? '';
  const key = `${request.lang}\n${utmSource}\n${request.url}`;
  if (!match.limit) return { key };
  let raw: string;
  try {
    raw = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
  } catch {
    return null; // a malformed address: rendered (as the 404 it is) for this visitor alone
  }
  // rfq.get takes a number (its page id is String(rfq.id)); buyer.get_public the identity as written.
  const id = match.limit === 'rfq' ? String(Number(raw)) : raw;
  return { key, limit: { type: match.limit, id } };
}
