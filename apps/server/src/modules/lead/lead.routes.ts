import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { hideLead, listBuyingLeads } from './lead.service.ts';

/** Buying leads on the business dashboard (suppliers only: SUPPLIER_ONLY otherwise). */
export default async function leadRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'supplier.buying_leads', 'user', ({ user, input, request }) => listBuyingLeads(deps, user!, request.lang, input));
  defineCall(app, 'supplier.hide_lead', 'user', ({ user, input }) => hideLead(deps, user!, input));
}
