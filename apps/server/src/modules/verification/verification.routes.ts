import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import * as supplier from './verification.service.ts';
import * as buyer from './buyer-verification.service.ts';

/**
 * Verification: suppliers climb the levels (work email, documents, smart tracing), buyers ask for
 * business verification. Every call acts on the caller's own side and requests only; moderators
 * decide through the operator-only calls in verification-review.routes.ts.
 */
export default async function verificationRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'supplier.verification_status', 'user', ({ user }) => supplier.getSupplierStatus(deps, user!));
  defineCall(app, 'supplier.request_verification', 'user', ({ user, input }) => supplier.requestSupplierVerification(deps, user!, input));
  defineCall(app, 'supplier.confirm_work_email', 'user', ({ user, input }) => supplier.confirmWorkEmail(deps, user!, input.code));
  defineCall(app, 'supplier.tracing_slots', 'user', ({ user }) => supplier.listTracingSlots(deps, user!));
  defineCall(app, 'supplier.cancel_verification', 'user', ({ user, input }) => supplier.cancelSupplierRequest(deps, user!, input.id));
  defineCall(app, 'customer.verification_status', 'user', ({ user }) => buyer.getBuyerStatus(deps, user!));
  defineCall(app, 'customer.request_verification', 'user', ({ user, input }) => buyer.requestBuyerVerification(deps, user!, input));
}
