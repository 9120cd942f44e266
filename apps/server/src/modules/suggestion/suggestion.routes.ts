import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { suggestSuppliers } from './suggestion.service.ts';

/** Suggested suppliers on the buyer dashboard (buyers only: BUYER_ONLY otherwise). */
export default async function suggestionRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'customer.suggest_suppliers', 'user', ({ user, input }) => suggestSuppliers(deps, user!, input));
}
