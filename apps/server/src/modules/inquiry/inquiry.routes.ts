import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import * as inquiry from './inquiry.service.ts';
import * as inbox from './inquiry-inbox.service.ts';
import * as outreach from './inquiry-outreach.service.ts';

/**
 * Inquiries between a buyer and a supplier. A buyer sends with `inquiry.send` (BUYER_ONLY otherwise), a
 * supplier reaches out with `inquiry.send_to_buyer` (SUPPLIER_ONLY, PLAN_REQUIRED on Free); listing
 * needs the side asked for (BUYER_ONLY / SUPPLIER_ONLY); reading and replying belong to the
 * thread's two parties, marking it handled to the side it was sent to; anyone else gets 404.
 */
export default async function inquiryRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'inquiry.send', 'user', ({ user, input }) => inquiry.sendInquiry(deps, user!, input));
  defineCall(app, 'inquiry.send_to_buyer', 'user', ({ user, input }) => outreach.sendInquiryToBuyer(deps, user!, input));
  defineCall(app, 'inquiry.list_mine', 'user', ({ user, input }) => inbox.listMine(deps, user!, input));
  defineCall(app, 'inquiry.get', 'user', ({ user, input }) => inquiry.getInquiry(deps, user!, input.inquiry_id));
  defineCall(app, 'inquiry.reply', 'user', ({ user, input }) => inquiry.replyToInquiry(deps, user!, input));
  defineCall(app, 'inquiry.set_status', 'user', ({ user, input }) => inbox.setInquiryStatus(deps, user!, input));
}
