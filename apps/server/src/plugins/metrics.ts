import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { and, count, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { EventRecorder } from '../modules/analytics/event-buffer.ts';
import { emailOutbox } from '../db/schema/mail.ts';
import { paymentEvents } from '../db/schema/billing.ts';
import { notifications } from '../db/schema/chat.ts';

/**
 * `/metrics` in Prometheus' text format: request rate, latency and errors per route, the process'
 * own figures (CPU, memory, garbage collection, event-loop lag), the PostgreSQL pool, and how much
 * the background workers have waiting (mail outbox, payment events, offline-notification mails).
 *
 * Who may read it: with METRICS_TOKEN set, a scraper sending `Authorization: Bearer <token>`;
 * without it, only this machine (loopback), so a deployment never shows its figures to the world by
 * default. The figures are per process: Prometheus scrapes each process (and adds its instance label).
 */

// One registry per process: the process metrics' hooks (GC, event loop) are installed once, and the
// API tests that build several apps in one process share it.
let shared: {
  registry: Registry;
  duration: Histogram<'method' | 'route' | 'status_code'>;
  errors: Counter<'method' | 'route'>;
  pages: Counter<'result'>;
} | null = null;

function metricsRegistry() {
  if (shared) return shared;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status (its _count is the request rate)',
    labelNames: ['method', 'route', 'status_code'] as const,
    // From a cached answer (about 1 ms) to a timed-out one.
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const pages = new Counter({
    name: 'tradelink_page_cache_total',
    help: 'Guest pages by how they were served: hit (from the rendered-page cache), miss (rendered and kept), fresh (rendered for the visitor alone)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  shared = { registry, duration, errors, pages };
  return shared;
}

/** Counts a page the rendered-page cache served (web.plugin.ts). */
export function countPage(result: 'hit' | 'miss' | 'fresh') {
  metricsRegistry().pages.inc({ result });
}

/** The route's pattern (never the raw URL: ids would make a label per product). */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return 'unmatched';
  // API calls are one route each; every server-rendered page goes through the web app's catch-all.
  if (pattern === '*' || pattern === '/*') return 'page';
  return pattern;
}

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  if (!given) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

export default fp(
  async function metricsPlugin(app: FastifyInstance, options: { database: Database; token?: string }) {
    const { registry, duration, errors } = metricsRegistry();

    // Figures read when scraped (not kept up to date on every change). Registered once per registry.
    if (!registry.getSingleMetric('tradelink_db_pool_connections')) {
      new Gauge({
        name: 'tradelink_db_pool_connections',
        help: 'PostgreSQL pool connections by state (total, idle, waiting requests); absent on the embedded PGlite',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const stats = current.database?.poolStats?.();
          if (!stats) return;
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
          this.set({ state: 'max' }, stats.max);
        },
      });
      new Gauge({
        name: 'tradelink_queue_depth',
        help: 'Work waiting for a background worker: mail (outbox), payment (webhook events), notification_mail (offline digests)',
        labelNames: ['queue'] as const,
        registers: [registry],
        async collect() {
          const d = current.database?.db;
          if (!d) return;
          const now = new Date();
          const [[mail], [payment], [notificationMail]] = await Promise.all([
            d.select({ n: count() }).from(emailOutbox).where(sql`${emailOutbox.status} = 'pending'`),
            d.select({ n: count() }).from(paymentEvents).where(isNull(paymentEvents.processedAt)),
            d.select({ n: count() }).from(notifications).where(and(isNull(notifications.emailedAt), isNotNull(notifications.emailDueAt), lte(notifications.emailDueAt, now))),
          ]);
          this.set({ queue: 'mail' }, mail?.n ?? 0);
          this.set({ queue: 'payment' }, payment?.n ?? 0);
          this.set({ queue: 'notification_mail' }, notificationMail?.n ?? 0);
        },
      });
      new Gauge({
        name: 'tradelink_analytics_events',
        help: 'Analytics events of this process since start: recorded, written, dropped (buffer full or database down), and waiting now (decision 032)',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const stats = current.analytics?.stats();
          if (!stats) return;
          this.set({ state: 'recorded' }, stats.recorded);
          this.set({ state: 'written' }, stats.written);
          this.set({ state: 'dropped' }, stats.dropped);
          this.set({ state: 'pending' }, stats.pending);
        },
      });
    }
    // The gauges read the latest app's database (one per process outside tests).
    current.database = options.database;
    current.analytics = app.deps.analytics;
    app.addHook('onClose', async () => {
      if (current.database === options.database) current.database = null;
      if (current.analytics === app.deps.analytics) current.analytics = null;
    });

    app.addHook('onResponse', (request, reply, done) => {
      const route = routeLabel(request);
      if (route !== '/metrics') {
        const status = reply.statusCode;
        duration.observe({ method: request.method, route, status_code: String(status) }, reply.elapsedTime / 1000);
        if (status >= 500) errors.inc({ method: request.method, route });
      }
      done();
    });

    app.get('/metrics', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const allowed = options.token ? tokenMatches(request.headers.authorization, options.token) : isLoopback(request.socket.remoteAddress);
      // Hidden rather than refused: the address says nothing to whoever may not read it.
      if (!allowed) return reply.callNotFound();
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);

const current: { database: Database | null; analytics: EventRecorder | null } = { database: null, analytics: null };
