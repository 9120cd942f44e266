import type { FastifyInstance } from 'fastify';
import { archiveLink, createLink, editLink, getLinks } from './links.service.ts';
import { listCommissions } from './commissions.service.ts';
import { listOwnPayouts, requestPayout } from './payouts.service.ts';
import { listReferrals } from './referrals.service.ts';
import { definePartnerCall } from './require-partner.ts';
import { getStats } from './stats.service.ts';
import { readTerms } from './terms.ts';

/** The partner's calls (decision 030): Partners only, each about the caller's own links and money. */
export default async function affiliateRoutes(app: FastifyInstance) {
  const { deps } = app;
  definePartnerCall(app, 'affiliate.terms', () => readTerms(deps.db));
  definePartnerCall(app, 'affiliate.links', ({ user }) => getLinks(deps, user!));
  definePartnerCall(app, 'affiliate.link_create', ({ user, input }) => createLink(deps, user!, input));
  definePartnerCall(app, 'affiliate.link_update', ({ user, input }) => editLink(deps, user!, input));
  definePartnerCall(app, 'affiliate.link_archive', ({ user, input }) => archiveLink(deps, user!, input.link_id));
  definePartnerCall(app, 'affiliate.stats', ({ user, input }) => getStats(deps, user!, input));
  definePartnerCall(app, 'affiliate.referrals', ({ user, input }) => listReferrals(deps, user!, input));
  definePartnerCall(app, 'affiliate.commissions', ({ user, input }) => listCommissions(deps, user!, input));
  definePartnerCall(app, 'affiliate.payouts', ({ user, input }) => listOwnPayouts(deps, user!, input));
  definePartnerCall(app, 'affiliate.payout_request', ({ user, input }) => requestPayout(deps, user!, input));
}
