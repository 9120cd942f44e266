import crypto from 'node:crypto';
import { WORK_EMAIL_CODE_TTL_MINUTES } from '@tradelink/shared/verification/verification';

/**
 * The domain of a profile's website ("https://www.acme.com.vn/about" -> "acme.com.vn"), or null
 * when the text does not hold a usable host name.
 */
export function websiteDomain(website: string | null | undefined): string | null {
  const text = website?.trim();
  if (!text) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`).hostname.toLowerCase();
    const domain = host.replace(/^www\./, '').replace(/\.$/, '');
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
  } catch {
    return null;
  }
}

/** Whether an email domain is the company's domain or one of its subdomains (sales.acme.com). */
export function isDomainOf(emailDomain: string, companyDomain: string): boolean {
  const d = emailDomain.toLowerCase();
  return d === companyDomain || d.endsWith(`.${companyDomain}`);
}

/** A fresh 6-digit code (uniformly random, leading zeros kept). */
export const newCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

/** Only this hash is stored, so a database leak does not reveal live codes. */
export const hashCode = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

/** Compares in constant time, so response timing tells nothing about the stored hash. */
export function codeMatches(code: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashCode(code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

export const codeExpiry = (now = new Date()) => new Date(now.getTime() + WORK_EMAIL_CODE_TTL_MINUTES * 60_000);
