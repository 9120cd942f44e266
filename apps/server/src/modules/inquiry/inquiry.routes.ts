import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import * as inquiry from './inquiry.service.ts';

/**
 * Inquiries between a buyer and a supplier. Sending and listing are the buyer's (BUYER_ONLY
 * otherwise); reading and replying belong to the thread's two parties, anyone else gets 404.
 */
export default async function inquiryRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'inquiry.send', 'user', ({ user, input }) => inquiry.sendInquiry(deps, user!, input));
  defineCall(app, 'inquiry.list_mine', 'user', ({ user, input }) => inquiry.listMine(deps, user!, input));
  defineCall(app, 'inquiry.get', 'user', ({ user, input }) => inquiry.getInquiry(deps, user!, input.inquiry_id));
  defineCall(app, 'inquiry.reply', 'user', ({ user, input }) => inquiry.replyToInquiry(deps, user!, input));
}
