import type { FastifyInstance } from 'fastify';

export default async function verificationReviewRoutes(app: FastifyInstance) {
  void app;
}
