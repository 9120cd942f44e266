import type { FastifyInstance } from 'fastify';

// Stub: filled in by the payment work of the membership issue.
export default async function paymentRoutes(_app: FastifyInstance) {}
