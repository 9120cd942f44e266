/** How these calls travel (see api/call-kinds.ts). */
export const affiliateKinds = {
  'affiliate.terms': 'get',
  'affiliate.links': 'get',
  'affiliate.link_create': 'post',
  'affiliate.link_update': 'post',
  'affiliate.link_archive': 'post',
  'affiliate.stats': 'get',
  'affiliate.referrals': 'list',
  'affiliate.commissions': 'list',
  'affiliate.payouts': 'list',
  'affiliate.payout_request': 'post',
  'admin.affiliate_payouts': 'list',
  'admin.affiliate_payout_mark_paid': 'post',
  'admin.affiliate_payout_refuse': 'post',
  'admin.affiliate_terms': 'get',
  'admin.affiliate_terms_set': 'post',
  'admin.affiliate_referrals': 'list',
} as const;
