import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** 200 once the app is up (migrated, seeded, listening) and the database answers; 503 otherwise. */
export default async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  app.get('/healthz', async (_request, reply) => {
    try {
      await options.database.db.execute(sql`SELECT 1`);
      return { status: 'ok', database: options.database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: options.database.kind });
    }
  });
}
