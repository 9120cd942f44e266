import { z } from 'zod';
import type { CallDefinition } from '../api/calls.ts';
import { adminReferralItem, adminReferralsRequest, commissionBalance, commissionItem, commissionsRequest, pageRequest, referralItem } from './commissions.ts';
import { linkCreateRequest, linkIdRequest, linkUpdateRequest, partnerLink, partnerLinks } from './links.ts';
import { adminPayoutItem, adminPayoutsRequest, payoutItem, payoutMarkPaidRequest, payoutRefuseRequest, payoutRequest } from './payouts.ts';
import { affiliateStats, statsRequest } from './stats.ts';
import { affiliateTerms, affiliateTermsRequest } from './terms.ts';

// The partner programme's calls: `affiliate.*` for Partners (the server refuses anyone else),
// `admin.affiliate_*` for operators.

export const affiliateCalls = {
  'affiliate.terms': { method: 'GET', response: affiliateTerms },
  'affiliate.links': { method: 'GET', response: partnerLinks },
  'affiliate.link_create': { method: 'POST', request: linkCreateRequest, response: partnerLink },
  'affiliate.link_update': { method: 'POST', request: linkUpdateRequest, response: partnerLink },
  'affiliate.link_archive': { method: 'POST', request: linkIdRequest, response: partnerLink },
  'affiliate.stats': { method: 'GET', request: statsRequest, response: affiliateStats },
  'affiliate.referrals': { method: 'GET', request: pageRequest, response: referralItem, list: true },
  'affiliate.commissions': { method: 'GET', request: commissionsRequest, response: commissionItem, list: true, extra: z.object({ balance: commissionBalance }) },
  'affiliate.payouts': { method: 'GET', request: pageRequest, response: payoutItem, list: true },
  'affiliate.payout_request': { method: 'POST', request: payoutRequest, response: payoutItem },
  'admin.affiliate_payouts': { method: 'GET', request: adminPayoutsRequest, response: adminPayoutItem, list: true },
  'admin.affiliate_payout_mark_paid': { method: 'POST', request: payoutMarkPaidRequest, response: payoutItem },
  'admin.affiliate_payout_refuse': { method: 'POST', request: payoutRefuseRequest, response: payoutItem },
  'admin.affiliate_terms': { method: 'GET', response: affiliateTerms },
  'admin.affiliate_terms_set': { method: 'POST', request: affiliateTermsRequest, response: affiliateTerms },
  'admin.affiliate_referrals': { method: 'GET', request: adminReferralsRequest, response: adminReferralItem, list: true },
} as const satisfies Record<string, CallDefinition>;
