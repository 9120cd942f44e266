import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { search } from './search.service.ts';
import { getProduct, getSupplier } from './detail.service.ts';

export default async function catalogRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  defineCall(app, 'catalog.search', 'public', async ({ input, request }) => search(db, request.lang, input));
  defineCall(app, 'product.get', 'public', async ({ input, request }) => getProduct(db, request.lang, input.id));
  defineCall(app, 'supplier.get_public', 'public', async ({ input, request }) => getSupplier(db, request.lang, input.id));
}
