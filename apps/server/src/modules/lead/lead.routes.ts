import type { FastifyInstance } from 'fastify';

export default async function leadRoutes(_app: FastifyInstance) {}
