import type { TabRoute } from './active-tab.ts';

/**
 * The seller dashboard's tabs (spec section 2), each page of /business/* under its own: a page
 * reached from a tab (a product being edited, a quotation template, an inquiry) lights that tab.
 * Affiliate is added after them: the partner programme for everyone, the affiliate area for Partners.
 */
export const SELLER_TABS: readonly TabRoute[] = [
  { key: 'overview', to: '/business/desk' },
  { key: 'products', to: '/business/products', match: ['/business/post'] },
  { key: 'suggest_buying_leads', to: '/business/buying-leads' },
  // The quotation templates are part of quoting: their page lights the quotations.
  { key: 'quotations', to: '/business/my-quotations', match: ['/business/quotation-template'] },
  { key: 'contacts', to: '/business/contacts' },
  { key: 'buyer_inquiries', to: '/business/buyer-inquiries', match: ['/business/inquiries'] },
  { key: 'messages', to: '/business/messages' },
  { key: 'profile', to: '/business/setting' },
  { key: 'membership', to: '/business/membership' },
  { key: 'verification', to: '/business/verification' },
  { key: 'report', to: '/business/analytics' },
];

export const AFFILIATE_TAB: TabRoute = { key: 'affiliate', to: '/business/affiliate' };
