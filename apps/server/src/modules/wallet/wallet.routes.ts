import type { FastifyInstance } from 'fastify';

// Stub: filled in by the wallet work of the membership issue.
export default async function walletRoutes(_app: FastifyInstance) {}
