import type { FastifyInstance } from 'fastify';

export default async function verificationRoutes(_app: FastifyInstance) {}
