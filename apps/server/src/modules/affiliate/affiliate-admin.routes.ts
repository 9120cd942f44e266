import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { actorOf, recordAudit } from '../audit/audit.repository.ts';
import { listPayoutQueue, markPayoutPaid, refusePayout } from './payouts.service.ts';
import { listReferralsForOperators } from './referrals.service.ts';
import { readTerms, writeTerms } from './terms.ts';

/** The operators' side of the partner programme: the payout queue, attributions (flagged self-referrals) and the terms. */
export default async function affiliateAdminRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'admin.affiliate_payouts', 'operator', ({ input }) => listPayoutQueue(deps, input));
  defineCall(app, 'admin.affiliate_payout_mark_paid', 'operator', ({ user, input }) => markPayoutPaid(deps, actorOf(user!), input));
  defineCall(app, 'admin.affiliate_payout_refuse', 'operator', ({ user, input }) => refusePayout(deps, actorOf(user!), input));
  defineCall(app, 'admin.affiliate_referrals', 'operator', ({ input }) => listReferralsForOperators(deps, input));
  // The terms in force, for the console's form (partners read them through affiliate.terms).
  defineCall(app, 'admin.affiliate_terms', 'operator', () => readTerms(deps.db));
  defineCall(app, 'admin.affiliate_terms_set', 'operator', ({ user, input }) =>
    deps.db.transaction(async (tx) => {
      const before = await readTerms(tx);
      const after = await writeTerms(tx, input, user!.id);
      // New terms apply to commissions earned from now on; earned ones keep their rate.
      await recordAudit(tx, actorOf(user!), { action: 'settings.update', targetType: 'setting', targetId: 'affiliate_terms', before, after });
      return after;
    }),
  );
}
