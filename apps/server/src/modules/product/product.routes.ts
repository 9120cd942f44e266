import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import * as product from './product.service.ts';
import { promoteProduct } from './product-ads.service.ts';

/** The supplier's own products. Every call needs a logged-in supplier and owns-or-404. */
export default async function productRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'product.create', 'user', ({ user, input, request }) => product.createProduct(deps, user!, request.lang, input, true));
  defineCall(app, 'product.quick_create', 'user', ({ user, input, request }) => product.createProduct(deps, user!, request.lang, input, false));
  defineCall(app, 'product.update', 'user', ({ user, input, request }) => {
    const { id, ...form } = input;
    return product.updateProduct(deps, user!, request.lang, id, form);
  });
  defineCall(app, 'product.set_status', 'user', ({ user, input, request }) => product.setProductStatus(deps, user!, request.lang, input.id, input.action));
  defineCall(app, 'product.get_mine', 'user', ({ user, input, request }) => product.getOwnedProduct(deps, user!, request.lang, input.id));
  defineCall(app, 'product.promote', 'user', ({ user, input }) => promoteProduct(deps, user!, input.product_id));
  defineCall(app, 'product.list_mine', 'user', ({ user, input, request }) => product.listOwnedProducts(deps, user!, request.lang, input));
}
