import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { hideLead, listBuyingLeads } from './lead.service.ts';
import { getLeadBrief, listMarket } from './lead-market.service.ts';

/** Buying leads, the open RFQ market and one request in full (suppliers only: SUPPLIER_ONLY otherwise). */
export default async function leadRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'supplier.buying_leads', 'user', ({ user, input, request }) => listBuyingLeads(deps, user!, request.lang, input));
  defineCall(app, 'supplier.hide_lead', 'user', ({ user, input }) => hideLead(deps, user!, input));
  defineCall(app, 'supplier.rfq_market', 'user', ({ user, input, request }) => listMarket(deps, user!, request.lang, input));
  defineCall(app, 'supplier.get_lead', 'user', ({ user, input, request }) => getLeadBrief(deps, user!, request.lang, input.rfq_id));
}
