import type { FastifyInstance } from 'fastify';

// Stub: filled in by the membership work of the membership issue.
export default async function membershipRoutes(_app: FastifyInstance) {}
