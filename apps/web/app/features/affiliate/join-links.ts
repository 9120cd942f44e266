import { MARKETING_PARAMS, cleanMarketingValue } from '@tradelink/shared/marketing/params';
import { withDirectUrl } from '~/lib/direct-url.ts';

// The /join-campaign landing page's links: sign-up keeps the visit's referral and utm_* values in
// its address (the marketing plugin stores them again there; the account takes them at sign-up).

/** The visit's marketing parameters as given (cleaned, not defaulted), in the spec's order. */
export function campaignParams(search: URLSearchParams): [string, string][] {
  return MARKETING_PARAMS.flatMap((param) => {
    const value = cleanMarketingValue(search.get(param));
    return value === undefined ? [] : [[param, value] as [string, string]];
  });
}

/** `/register` for a buyer or a supplier, carrying the campaign. */
export function registerLink(accountType: 'Buyer' | 'Seller', params: [string, string][]): string {
  return `/register?${new URLSearchParams([['acc-type', accountType], ...params]).toString()}`;
}

/** The campaign's name as a message: only a value the marketing plugin would keep (letters, digits, plain punctuation). */
export function campaignMessage(search: URLSearchParams): string | null {
  return cleanMarketingValue(search.get('utm_campaign')) ?? null;
}

export const PARTNER_PAGE = '/business/affiliate';

/** The partner programme: straight there for a logged-in visitor, through the login page for a guest. */
export const partnerLink = (loggedIn: boolean) => (loggedIn ? PARTNER_PAGE : withDirectUrl('/login', PARTNER_PAGE));
