import type { Env } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { Storage } from './storage/storage.ts';
import type { MailWorker } from '../modules/mail/mail-worker.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import type { EventRecorder } from '../modules/analytics/event-buffer.ts';
import type { VisitorSalts } from '../modules/analytics/visitor-key.ts';

/** What services need from the running app; built once in app.ts, replaced with fakes nowhere. */
export interface Deps {
  db: Db;
  env: Env;
  rateLimiter: RateLimiter;
  mail: Pick<MailWorker, 'kick' | 'flush'>;
  /** The payment worker: `kick()` after storing a webhook event, `flush()` to wait until it is applied. */
  payments: { kick(): void; flush(): Promise<void> };
  /** Where photos and attachments are kept: DATA_DIR's folders or the S3 bucket (decision 022). */
  storage: Storage;
  /** Socket events to connected clients; emit after commit. */
  realtime: RealtimePublisher;
  /** Analytics events: `record()` after commit; buffered and written in batches (decision 032). */
  analytics: EventRecorder;
  /** The day's random salt of visitor keys (analytics views, partner clicks). */
  visitorSalts: VisitorSalts;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
