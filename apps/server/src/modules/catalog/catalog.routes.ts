import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { search } from './search.service.ts';
import { getProduct, getSupplier } from './detail.service.ts';
import { getBuyer, getRfq } from './buyer-detail.service.ts';
import { enforceGuestLimit } from './guest-limit.service.ts';

export default async function catalogRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  defineCall(app, 'catalog.search', 'public', async ({ input, request }) => search(db, request.lang, input));
  defineCall(app, 'product.get', 'public', async ({ input, request }) => getProduct(db, request.lang, input.id));
  // Buyer and RFQ details are limited for guests (spec: rate limiter), counted only when they exist.
  defineCall(app, 'rfq.get', 'public', async ({ input, request }) => {
    const rfq = await getRfq(db, request.lang, input.id);
    await enforceGuestLimit(db, request, 'rfq');
    return rfq;
  });
  defineCall(app, 'buyer.get_public', 'public', async ({ input, request }) => {
    const buyer = await getBuyer(db, request.lang, input.id);
    await enforceGuestLimit(db, request, 'buyer');
    return buyer;
  });
  defineCall(app, 'supplier.get_public', 'public', async ({ input, request }) => getSupplier(db, request.lang, input.id));
}
