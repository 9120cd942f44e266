import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * How long the check waits for `SELECT 1`. A load balancer probing every few seconds needs an answer
 * well inside its own timeout (often 2 s), even when the database is frozen: silence is unhealthy.
 */
const DATABASE_CHECK_MILLIS = 1_500;

/**
 * Readiness (`/readyz`, and `/healthz` as before): 200 once the app is up (migrated, seeded, listening)
 * and the database answers; 503 otherwise, and while the process stops (Fastify answers 503 when
 * closing), so a proxy takes it out of rotation. Liveness (`/livez`): the process answers at all — a
 * database outage must not make an orchestrator restart every healthy process.
 */
export default async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  app.get('/livez', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  const ready = async (_request: unknown, reply: FastifyReply) => {
    // A cached "ok" would hide an outage from the prober.
    reply.header('Cache-Control', 'no-store');
    const database = options.database.kind;
    if (await answersWithin(options.database.db.execute(sql`SELECT 1`), DATABASE_CHECK_MILLIS)) {
      return { status: 'ok', database };
    }
    return reply.status(503).send({ status: 'unavailable', database });
  };
  app.get('/readyz', ready);
  app.get('/healthz', ready);
}

/**
 * Whether the query succeeds within `millis`. A query still pending afterwards is left to the pool's
 * own timeouts (its late failure is handled here); the timer never keeps the process alive.
 */
async function answersWithin(query: PromiseLike<unknown>, millis: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), millis);
    timer.unref();
  });
  try {
    return await Promise.race([Promise.resolve(query).then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
