import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';
import { createMemoryRateLimiter } from '../src/lib/rate-limiter.ts';
import { claimDueMails, enqueueMail } from '../src/modules/mail/outbox.repository.ts';
import { startMailWorker } from '../src/modules/mail/mail-worker.ts';
import type { OutboxRow } from '../src/modules/mail/outbox.repository.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const mail = (to: string) => ({ to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', template: 'test' });

describe('the email outbox', () => {
  it('sends nothing when the action that caused the mail rolls back', async () => {
    const to = `rollback.${Date.now()}@acme-sourcing.com`;
    await t.database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, mail(to));
        throw new Error('action failed');
      })
      .catch(() => {});
    await t.mail.flush();
    expect(t.sent.filter((m) => m.toAddress === to)).toHaveLength(0);
  });

  it('after a crash between claim and send, sends the mail exactly once on recovery', async () => {
    const to = `crash.${Date.now()}@acme-sourcing.com`;
    await enqueueMail(t.database.db, mail(to));
    // A worker claims the mail and dies before sending or marking it.
    await t.mail.stop();
    const claimed = await claimDueMails(t.database.db, 100, 60_000);
    expect(claimed.some((m) => m.toAddress === to)).toBe(true);
    // Make the claim look old, as after a restart.
    await t.database.db.execute(sql`UPDATE email_outbox SET locked_at = now() - interval '10 minutes' WHERE to_address = ${to}`);

    const delivered: OutboxRow[] = [];
    const worker = startMailWorker({
      db: t.database.db,
      transport: { send: async (m) => void delivered.push(m), close() {} },
      from: 'test@tradelink.local',
      log: t.app.log,
    });
    await worker.flush();
    await worker.flush();
    await worker.stop();
    expect(delivered.filter((m) => m.toAddress === to)).toHaveLength(1);
    const rows = await t.database.db.execute(sql`SELECT status, attempts FROM email_outbox WHERE to_address = ${to}`);
    expect((rows as unknown as { rows: Array<{ status: string }> }).rows[0]!.status).toBe('sent');
  });

  it('retries a failed send with backoff instead of losing it', async () => {
    const to = `retry.${Date.now()}@acme-sourcing.com`;
    await enqueueMail(t.database.db, mail(to));
    const worker = startMailWorker({
      db: t.database.db,
      transport: { send: async () => { throw new Error('SMTP down'); }, close() {} },
      from: 'test@tradelink.local',
      log: t.app.log,
    });
    await worker.flush();
    await worker.stop();
    const rows = (await t.database.db.execute(sql`SELECT status, attempts, last_error, next_attempt_at > now() AS later FROM email_outbox WHERE to_address = ${to}`)) as unknown as {
      rows: Array<{ status: string; attempts: number; last_error: string; later: boolean }>;
    };
    expect(rows.rows[0]).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMTP down', later: true });
  });
});

describe('when the database is unreachable', () => {
  it('answers 503 with the envelope', async () => {
    const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1 });
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      rateLimiter: createMemoryRateLimiter(),
      mail: { kick() {}, flush: async () => {} },
      payments: { kick() {}, flush: async () => {} },
      logger: false,
    });
    const res = await call(app, 'GET', 'get_uom');
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    await app.close();
    await database.close();
  });
});
