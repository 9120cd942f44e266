import type { FastifyInstance } from 'fastify';

export default async function trustRoutes(app: FastifyInstance) {
  void app;
}
