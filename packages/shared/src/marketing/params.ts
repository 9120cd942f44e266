import { MARKETING_COOKIE_DAYS } from '../constants/timing.ts';

/**
 * Marketing parameters (spec: "Marketing parameters stored: referral, utm id, source, medium,
 * campaign, term, content"), read from a landing page's query string and kept in cookies for 30 days.
 */
export const MARKETING_PARAMS = ['utm_id', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'referral'] as const;
export type MarketingParam = (typeof MARKETING_PARAMS)[number];
export type MarketingParams = Partial<Record<MarketingParam, string>>;

/** Spec: "source defaults to 'origin'" — a tagged visit without utm_source still gets a source. */
export const DEFAULT_UTM_SOURCE = 'origin';

/** One cookie per parameter, prefixed like the app's other cookies (tl_sid, tl_gid) so they cannot clash with a third-party script's own `utm_*` cookies. */
export const marketingCookieName = (param: MarketingParam) => `tl_${param}`;

export const MARKETING_COOKIE_MAX_AGE_S = MARKETING_COOKIE_DAYS * 24 * 60 * 60;

/** Longest value kept; campaign names are short, anything longer is noise or an attack on the cookie jar. */
export const MARKETING_VALUE_MAX = 200;

// Letters and digits of any script (campaign names may be Vietnamese or Chinese) plus the punctuation
// campaign tools use; no quotes, angle brackets, semicolons or control characters, so a value is inert
// in a cookie, a URL, a log line or an admin screen.
const SAFE_VALUE = /^[\p{L}\p{M}\p{N} ._~:@/|,+()-]+$/u;

/** A trimmed value within the cap and of safe characters, or undefined. */
export function cleanMarketingValue(raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  if (!value || value.length > MARKETING_VALUE_MAX || !SAFE_VALUE.test(value)) return undefined;
  return value;
}

/**
 * The marketing parameters of a landing URL's query, cleaned. Returns null when the visit carries
 * none (it is not a marketing touch, so stored values stay). When it carries any, utm_source is
 * filled with "origin" if absent.
 */
export function pickMarketingParams(searchParams: URLSearchParams): MarketingParams | null {
  const picked: MarketingParams = {};
  for (const param of MARKETING_PARAMS) {
    const value = cleanMarketingValue(searchParams.get(param));
    if (value !== undefined) picked[param] = value;
  }
  if (Object.keys(picked).length === 0) return null;
  picked.utm_source ??= DEFAULT_UTM_SOURCE;
  return picked;
}

/** The stored parameters from a request's cookies (values checked again: cookies are client input). Null when none. */
export function marketingFromCookies(cookies: Record<string, string | undefined>): MarketingParams | null {
  const stored: MarketingParams = {};
  for (const param of MARKETING_PARAMS) {
    const value = cleanMarketingValue(cookies[marketingCookieName(param)]);
    if (value !== undefined) stored[param] = value;
  }
  return Object.keys(stored).length ? stored : null;
}

/** The stored parameters from a raw `Cookie` header (for the web app's loaders, which see only the header). */
export function marketingFromCookieHeader(header: string | null | undefined): MarketingParams | null {
  const cookies: Record<string, string> = {};
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    // Browsers send the most specific cookie first when two share a name.
    if (name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // a malformed escape: ignore that cookie
    }
  }
  return marketingFromCookies(cookies);
}

/**
 * Spec: "The stored utm source is appended to outgoing links." An outgoing link is one that leaves
 * Tradelink: an absolute http(s) URL on another origin (a supplier's website, a partner page).
 * Internal, relative, mailto:/tel: and unparsable links are returned unchanged, as is a link that
 * already names its own utm_source (the link's author chose it). Without a stored source nothing is
 * added: the spec appends the *stored* source, and an untagged visitor has none.
 */
export function withUtmSource(href: string, source: string | null | undefined, appOrigin: string): string {
  const clean = cleanMarketingValue(source);
  if (!clean) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return href;
  let own: string | null = null;
  try {
    own = new URL(appOrigin).origin;
  } catch {
    // no usable app origin: every absolute http(s) link counts as outgoing
  }
  if (url.origin === own || url.searchParams.has('utm_source')) return href;
  url.searchParams.append('utm_source', clean);
  return url.toString();
}
