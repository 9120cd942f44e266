import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import * as quotation from './quotation.service.ts';

/** Quotations: suppliers send and edit theirs; the RFQ's buyer reads, compares and decides. */
export default async function quotationRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'quotation.send', 'user', ({ user, input }) => quotation.sendQuotation(deps, user!, input));
  defineCall(app, 'quotation.update', 'user', ({ user, input }) => {
    const { quotation_id, ...terms } = input;
    return quotation.updateQuotation(deps, user!, quotation_id, terms);
  });
  defineCall(app, 'customer.get_quotation_details', 'user', ({ user, input }) => quotation.getQuotation(deps, user!, input.quotation_id));
  defineCall(app, 'rfq.list_quotations', 'user', ({ user, input }) => quotation.listForRfq(deps, user!, input));
  defineCall(app, 'quotation.list_received', 'user', ({ user, input }) => quotation.listReceived(deps, user!, input));
  defineCall(app, 'quotation.decide', 'user', ({ user, input }) => quotation.decide(deps, user!, input));
}
