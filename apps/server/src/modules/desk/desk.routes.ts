import type { FastifyInstance } from 'fastify';

export default async function deskRoutes(_app: FastifyInstance) {}
