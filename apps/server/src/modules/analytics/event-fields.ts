import type { IncomingHttpHeaders } from 'node:http';

/** Search words as one key: lowercase, single spaces, at most 100 characters; null when empty. */
export function normaliseKeyword(keyword: string | null | undefined): string | null {
  const words = (keyword ?? '').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100).trim();
  return words || null;
}

const COUNTRY = /^[A-Z]{2}$/;

/**
 * The viewer's country: the account's when logged in, else the edge's header (Cloudflare's
 * CF-IPCountry, or X-Country-Code from another proxy) when it names one; '' when unknown. No address
 * is looked up or stored. Callers pass the headers only behind a trusted proxy (TRUST_PROXY): from
 * a client they would be whatever it likes.
 */
export function viewerCountry(accountCountry: string | null | undefined, headers: IncomingHttpHeaders): string {
  if (accountCountry && COUNTRY.test(accountCountry)) return accountCountry;
  for (const name of ['cf-ipcountry', 'x-country-code']) {
    const value = headers[name];
    if (typeof value === 'string' && COUNTRY.test(value.toUpperCase()) && value.toUpperCase() !== 'XX' && value.toUpperCase() !== 'T1') return value.toUpperCase();
  }
  return '';
}
