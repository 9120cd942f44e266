import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { search } from './search.service.ts';
import { getProduct, getSupplier } from './detail.service.ts';
import { getBuyer, getRfq } from './buyer-detail.service.ts';
import { enforceGuestLimit } from './guest-limit.service.ts';
import { catalogAnswers } from './catalog-cache.ts';
import { suggest } from './suggest.service.ts';

export default async function catalogRoutes(app: FastifyInstance) {
  const { db, env } = app.deps;
  // The same for every visitor in one language, so cached (guest-limited details are not).
  const cache = catalogAnswers(db, env.CATALOG_CACHE_TTL_MS);
  defineCall(app, 'catalog.search', 'public', async ({ input, request }) => search(db, request.lang, input), { cache });
  // Typed prefixes repeat across visitors (and a visitor's own backspacing): cached like the search.
  defineCall(app, 'catalog.suggest', 'public', async ({ input }) => suggest(db, input), { cache });
  defineCall(app, 'product.get', 'public', async ({ input, request }) => getProduct(db, request.lang, input.id), { cache });
  // Buyer and RFQ details are limited for guests (spec: rate limiter), counted only when they exist.
  defineCall(app, 'rfq.get', 'public', async ({ input, request }) => {
    const rfq = await getRfq(db, request.lang, input.id);
    await enforceGuestLimit(db, request, 'rfq', String(rfq.id));
    return rfq;
  });
  defineCall(app, 'buyer.get_public', 'public', async ({ input, request }) => {
    const buyer = await getBuyer(db, request.lang, input.id);
    await enforceGuestLimit(db, request, 'buyer', buyer.identity);
    return buyer;
  });
  defineCall(app, 'supplier.get_public', 'public', async ({ input, request }) => getSupplier(db, request.lang, input.id), { cache });
}
