import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import * as inquiry from './inquiry.service.ts';
import * as inbox from './inquiry-inbox.service.ts';

/**
 * Inquiries between a buyer and a supplier. Sending is the buyer's (BUYER_ONLY otherwise); listing
 * needs the side asked for (BUYER_ONLY / SUPPLIER_ONLY); reading and replying belong to the
 * thread's two parties, marking it handled to the side it was sent to; anyone else gets 404.
 */
export default async function inquiryRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'inquiry.send', 'user', ({ user, input }) => inquiry.sendInquiry(deps, user!, input));
  defineCall(app, 'inquiry.list_mine', 'user', ({ user, input }) => inbox.listMine(deps, user!, input));
  defineCall(app, 'inquiry.get', 'user', ({ user, input }) => inquiry.getInquiry(deps, user!, input.inquiry_id));
  defineCall(app, 'inquiry.reply', 'user', ({ user, input }) => inquiry.replyToInquiry(deps, user!, input));
  defineCall(app, 'inquiry.set_status', 'user', ({ user, input }) => inbox.setInquiryStatus(deps, user!, input));
}
