import type { FastifyInstance } from 'fastify';

export default async function userAdminRoutes(app: FastifyInstance) {
  void app;
}
