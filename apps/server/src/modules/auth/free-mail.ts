import { freeMailDomains } from '../../db/seed/data/free-mail-domains.ts';

const domains = new Set(freeMailDomains);

/** Personal mail providers: allowed, but the address does not count as a verified work email. */
export function isFreeMailDomain(domain: string): boolean {
  return domains.has(domain.toLowerCase());
}
