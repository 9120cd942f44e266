import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { buildApp } from './app.ts';
import type { Env } from './config/env.ts';
import { openDatabase, type Database } from './db/client.ts';
import { acquireDataLock } from './db/data-lock.ts';
import { seedReference } from './db/seed/reference-seed.ts';
import { isEmpty, seedDemo } from './db/seed/demo-seed.ts';
import { guardDemoPassword } from './db/seed/demo-password-guard.ts';
import { createStorage, type Storage } from './lib/storage/storage.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { startMailWorker, type MailWorker } from './modules/mail/mail-worker.ts';
import { createFolderTransport, createSmtpTransport } from './modules/mail/transport.ts';
import { registerWeb } from './web/web.plugin.ts';
import { refreshMissingSearchIndex } from './modules/catalog/search-index.ts';
import { attachRealtime } from './realtime/realtime.ts';
import { settleNotifications } from './modules/notification/notify.ts';
import { startPaymentWorker, type PaymentWorker } from './modules/payment/payment-worker.ts';
import { processDueEvents } from './modules/payment/payment-events.service.ts';
import { startMembershipJobs } from './modules/membership/membership-jobs.ts';
import { startNotificationMailJob } from './modules/notification/offline-mail.job.ts';
import { connectRedisBus, type InvalidationBus } from './lib/invalidation-bus.ts';
import { shareCatalogClears } from './modules/catalog/catalog-cache.ts';
import { startResponseFiguresJob } from './modules/analytics/response-figures.job.ts';
import { startAnalyticsJobs } from './modules/analytics/analytics-jobs.ts';

export interface Running {
  app: FastifyInstance;
  database: Database;
  mail: MailWorker;
  close(): Promise<void>;
}

/**
 * Starts everything in order: lock the data folder, open and migrate the database, seed an empty
 * one, start the mail worker, build the app with the web renderer and the socket. Closing reverses it.
 */
export async function boot(env: Env, options: { web: 'production' | 'development' | 'none' }): Promise<Running> {
  const releaseLock = env.DATABASE_URL ? () => {} : acquireDataLock(env.dataDir);
  let database: Database | undefined;
  let storage: Storage | undefined;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.DATABASE_URL ? undefined : path.join(env.dataDir, 'db') });
    await database.migrate();
    storage = createStorage(env);
    const store = storage;
    const shared = database.db;
    // Processes starting together on one PostgreSQL take turns: the first seeds, the next find it done.
    await database.exclusive(async () => {
      await seedReference(shared);
      if (env.SEED_DEMO && (await isEmpty(shared))) await seedDemo(shared, undefined, { mediaDir: store.media, password: env.DEMO_PASSWORD });
      if (env.isProduction) await guardDemoPassword(shared, env.DEMO_PASSWORD, (message) => console.warn(message));
      await refreshMissingSearchIndex(shared);
    });

    let rateLimiter: RateLimiter = createMemoryRateLimiter();
    if (env.REDIS_URL) {
      const redis = createClient({ url: env.REDIS_URL });
      redis.on('error', () => {});
      await redis.connect();
      rateLimiter = createRedisRateLimiter(redis as never);
    }
    const transport = env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : createFolderTransport(path.join(env.dataDir, 'outbox'));
    // The app needs the worker's kick() and the worker needs the app's logger: a small forwarder.
    const mailRef: { current?: MailWorker } = {};
    const paymentsRef: { current?: PaymentWorker } = {};
    const app = await buildApp({
      env,
      database,
      storage,
      rateLimiter,
      mail: { kick: () => mailRef.current?.kick(), flush: () => mailRef.current?.flush() ?? Promise.resolve() },
      payments: { kick: () => paymentsRef.current?.kick(), flush: () => paymentsRef.current?.flush() ?? Promise.resolve() },
      relaxedCsp: options.web === 'development',
      web: options.web === 'none' ? undefined : (instance) => registerWeb(instance, { mode: options.web as 'production' | 'development' }),
    });
    for (const warning of env.warnings) app.log.warn(warning);
    const worker = startMailWorker({ db: database.db, transport, from: env.MAIL_FROM, log: app.log });
    mailRef.current = worker;
    const payments = startPaymentWorker({ deps: () => app.deps, log: app.log, process: processDueEvents });
    paymentsRef.current = payments;
    const jobs = startMembershipJobs({ deps: () => app.deps, log: app.log });
    const notificationMail = startNotificationMailJob({ deps: () => app.deps, log: app.log });
    const responseFigures = startResponseFiguresJob({ deps: () => app.deps, log: app.log });
    const analyticsJobs = startAnalyticsJobs({ db: database.db, log: app.log });
    await attachRealtime(app, { redisUrl: env.REDIS_URL });
    // A write's cache clear reaches the other processes (catalog-cache.ts); without Redis there are none.
    let bus: InvalidationBus | undefined;
    let detachClears = () => {};
    if (env.REDIS_URL) {
      bus = await connectRedisBus(env.REDIS_URL, app.log);
      detachClears = shareCatalogClears(database.db, bus);
    }
    const db = database;
    return {
      app,
      database: db,
      mail: worker,
      async close() {
        await app.close();
        // Notifications published after their actions answered: let them finish before the database closes.
        await settleNotifications(app.deps);
        await jobs.stop();
        await notificationMail.stop();
        await responseFigures.stop();
        await analyticsJobs.stop();
        await payments.stop();
        await worker.stop();
        await rateLimiter.close();
        detachClears();
        await bus?.close();
        await db.close();
        releaseLock();
      },
    };
  } catch (error) {
    await database?.close().catch(() => {});
    storage?.close();
    releaseLock();
    throw error;
  }
}
