import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import * as rfq from './rfq.service.ts';

/** The buyer's own RFQs. Every call but the email link needs a logged-in buyer, and owns-or-404. */
export default async function rfqRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'rfq.create', 'user', ({ user, input, request }) => rfq.createRfq(deps, user!, request.lang, input));
  defineCall(app, 'rfq.update', 'user', ({ user, input, request }) => {
    const { id, ...form } = input;
    return rfq.updateRfq(deps, user!, request.lang, id, form);
  });
  defineCall(app, 'rfq.close', 'user', ({ user, input, request }) => rfq.closeRfq(deps, user!, request.lang, input.id, input.reason));
  defineCall(app, 'rfq.get_mine', 'user', ({ user, input, request }) => rfq.getOwnedRfq(deps, user!, request.lang, input.id));
  defineCall(app, 'rfq.list_mine', 'user', ({ user, input, request }) => rfq.listOwnedRfqs(deps, user!, request.lang, input));
  // The key in the mailed link authenticates; the page may be opened logged out.
  defineCall(app, 'rfq.email_action', 'public', ({ input, request }) => rfq.applyEmailAction(deps, request.lang, input));
}
