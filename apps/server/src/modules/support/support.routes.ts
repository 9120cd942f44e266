import type { FastifyInstance } from 'fastify';

export default async function supportRoutes(app: FastifyInstance) {
  void app;
}
