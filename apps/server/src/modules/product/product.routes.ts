import type { FastifyInstance } from 'fastify';

export default async function productRoutes(_app: FastifyInstance) {}
