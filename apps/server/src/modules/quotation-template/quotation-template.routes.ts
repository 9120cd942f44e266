import type { FastifyInstance } from 'fastify';

export default async function quotationTemplateRoutes(_app: FastifyInstance) {}
