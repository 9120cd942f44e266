import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { callPath } from '@tradelink/shared/api/paths';
import { signedHeaders } from '@tradelink/shared/api/signing-node';
import { buildApp } from '../src/app.ts';
import { loadEnv, type Env } from '../src/config/env.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedReference } from '../src/db/seed/reference-seed.ts';
import { seedDemo, type DemoOptions } from '../src/db/seed/demo-seed.ts';
import { refreshMissingSearchIndex } from '../src/modules/catalog/search-index.ts';
import { and, eq, gte, sql } from 'drizzle-orm';
import { emailOutbox } from '../src/db/schema/index.ts';
import type { Db } from '../src/db/client.ts';
import { createMemoryRateLimiter } from '../src/lib/rate-limiter.ts';
import { startMailWorker, type MailWorker } from '../src/modules/mail/mail-worker.ts';
import type { MailTransport } from '../src/modules/mail/transport.ts';
import type { OutboxRow } from '../src/modules/mail/outbox.repository.ts';
import { attachRealtime } from '../src/realtime/realtime.ts';
import { settleNotifications } from '../src/modules/notification/notify.ts';
import { startPaymentWorker, type PaymentWorker } from '../src/modules/payment/payment-worker.ts';
import { processDueEvents } from '../src/modules/payment/payment-events.service.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  env: Env;
  /** Mails the worker sent, newest last. */
  sent: OutboxRow[];
  mail: MailWorker;
  /** Applies stored webhook events; `flush()` waits until they are. Membership jobs are run by tests directly. */
  payments: PaymentWorker;
  close(): Promise<void>;
}

/** Builds the real app against a real database (PGlite in memory, or TEST_DATABASE_URL) and a capturing mail transport. */
export async function buildTestApp(envOverrides: Record<string, string> = {}, options: { realtime?: { redisUrl?: string } } = {}): Promise<TestApp> {
  // inject() comes from 127.0.0.1: trusting loopback as the proxy lets tests choose client addresses.
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000', TRUST_PROXY: 'loopback', ...envOverrides });
  const url = process.env.TEST_DATABASE_URL;
  const database = await openDatabase(url ? { databaseUrl: url, poolSize: 4 } : {});
  if (!url) {
    await database.migrate();
    await seedReference(database.db);
  }
  const sent: OutboxRow[] = [];
  // Where the last flush of a shared outbox looked up to (see flushSharedOutbox).
  const synced = { at: new Date(Date.now() - 1000) };
  const transport: MailTransport = {
    async send(mail) {
      sent.push(mail);
    },
    close() {},
  };
  const ref: { worker?: MailWorker; payments?: PaymentWorker } = {};
  const app = await buildApp({
    env,
    database,
    rateLimiter: createMemoryRateLimiter(),
    mail: { kick: () => ref.worker?.kick(), flush: () => ref.worker?.flush() ?? Promise.resolve() },
    payments: { kick: () => ref.payments?.kick(), flush: () => ref.payments?.flush() ?? Promise.resolve() },
    logger: false,
  });
  const worker = startMailWorker({ db: database.db, transport, from: env.MAIL_FROM, log: app.log });
  const mail: MailWorker = url ? { ...worker, flush: () => flushSharedOutbox(database.db, worker, sent, synced) } : worker;
  ref.worker = mail;
  const payments = startPaymentWorker({ deps: () => app.deps, log: app.log, process: processDueEvents });
  ref.payments = payments;
  if (options.realtime) await attachRealtime(app, options.realtime);
  await app.ready();
  return {
    app,
    database,
    env,
    sent,
    mail,
    payments,
    async close() {
      await app.close();
      await settleNotifications(app.deps);
      await payments.stop();
      await mail.stop();
      await database.close();
    },
  };
}

/**
 * On a shared PostgreSQL database every app's mail worker polls the same outbox, so a mail this app
 * queued may be sent by another worker (a second app in the same file, a server process a test
 * started, the previous file's app before it closed) into that worker's list: CI once missed a
 * renewal mail that way. Flushing therefore waits until no
 * mail queued before the flush is still due or being sent, then adds what others sent since the
 * last flush (with a margin for clocks and slow commits). Tests look mails up by their own unique
 * addresses, so others' mails do no harm.
 */
async function flushSharedOutbox(db: Db, worker: MailWorker, sent: OutboxRow[], synced: { at: Date }): Promise<void> {
  const flushStart = new Date();
  // Compared with created_at, so read on the database's clock.
  const dbStart = ((await db.execute(sql`SELECT clock_timestamp() AS t`)) as unknown as { rows: Array<{ t: Date | string }> }).rows[0]!.t;
  // At most about 3 s: a mail left `sending` by a killed process stays so for minutes.
  for (const giveUpAt = Date.now() + 3000; Date.now() < giveUpAt; ) {
    await worker.flush();
    const result = (await db.execute(sql`
      SELECT count(*)::int AS n FROM email_outbox
      WHERE created_at <= ${new Date(dbStart).toISOString()}
        AND ((status = 'sending' AND locked_at > now() - interval '30 seconds') OR (status = 'pending' AND next_attempt_at <= now()))`)) as unknown as { rows: Array<{ n: number }> };
    if (result.rows[0]!.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const others = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'sent'), gte(emailOutbox.sentAt, new Date(synced.at.getTime() - 10_000))));
  // Read after the select: this app's own worker puts a mail in `sent` before marking it sent, so a
  // row the select saw as sent is already here if it was ours.
  const known = new Set(sent.map((m) => m.id));
  for (const row of others) if (!known.has(row.id)) sent.push(row);
  synced.at = flushStart;
  sent.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Listens on a free loopback port (socket tests need a real server); returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

export const uniqueEmail = (tag = 'user') => `${tag}.${crypto.randomBytes(5).toString('hex')}@acme-sourcing.com`;
/** A fresh client address, so per-address rate limits of one test do not leak into another. */
export const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

export interface CallOptions {
  query?: Record<string, string>;
  body?: unknown;
  multipart?: Record<string, string>;
  cookie?: string;
  ip?: string;
  lang?: string;
  /** Override or drop the signature headers (tests of the signature check). */
  headers?: Record<string, string | undefined>;
  key?: string;
  now?: number;
}

/** A call's address, signed headers and body, as the web client makes them (in-process and over HTTP alike). */
export function signedRequest(
  method: 'GET' | 'POST',
  name: string,
  options: { query?: Record<string, string>; body?: unknown; multipart?: Record<string, string>; key?: string; now?: number } = {},
) {
  const path = callPath(name);
  const params = Object.entries(options.query ?? {});
  const query = params.length ? `?${new URLSearchParams(params).toString().replace(/\+/g, '%20')}` : '';
  let payload: string | Buffer | undefined;
  const headers: Record<string, string> = {};
  if (options.multipart) {
    const boundary = `----tl${crypto.randomBytes(8).toString('hex')}`;
    payload = Buffer.from(
      Object.entries(options.multipart)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`,
    );
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
  } else if (method === 'POST') {
    payload = JSON.stringify(options.body ?? {});
    headers['content-type'] = 'application/json';
  }
  const signature = signedHeaders(options.key ?? 'tradelink-dev-signing-key', { method, path, body: typeof payload === 'string' ? payload : '', params }, options.now ?? Date.now());
  Object.assign(headers, signature);
  return { url: path + query, headers, payload };
}

/** Calls `/api/method/tradelink.api.web.v3.<call>` signed exactly as the web client does. */
export async function call(app: FastifyInstance, method: 'GET' | 'POST', name: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const { url, headers, payload } = signedRequest(method, name, options);
  if (options.cookie) headers.cookie = options.cookie;
  if (options.lang) headers['accept-language'] = options.lang;
  headers['x-forwarded-for'] = options.ip ?? randomIp();
  for (const [k, v] of Object.entries(options.headers ?? {})) {
    if (v === undefined) delete headers[k];
    else headers[k] = v;
  }
  const request: InjectOptions = { method, url, headers, payload };
  return app.inject(request);
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'tl_sid');
  if (!cookie) throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
  return `tl_sid=${cookie.value}`;
}

/** The link a mail carries (activation or reset), and its key. */
export function linkFromMail(mail: OutboxRow): { url: URL; key: string } {
  const match = /https?:\/\/\S+\?key=[\w%-]+/.exec(mail.textBody);
  if (!match) throw new Error('no link in mail');
  const url = new URL(match[0]);
  return { url, key: url.searchParams.get('key')! };
}

export const signupBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: 'Sourcing-Trip-2026',
  first_name: 'Linh',
  last_name: 'Nguyễn',
  company_name: 'Acme Sourcing Ltd',
  fd_country: 'VN',
  account_type: 'Buyer',
  ...overrides,
});

/** Signs up, activates from the mail and logs in; returns the cookie. */
export async function registerAndLogin(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const signup = await call(t.app, 'POST', 'auth.signup_via_password', { body });
  if (signup.statusCode !== 200) throw new Error(signup.body);
  await t.mail.flush();
  const mail = t.sent.findLast((m) => m.toAddress === body.email)!;
  await call(t.app, 'POST', 'auth.activate_account', { body: { key: linkFromMail(mail).key } });
  const login = await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: body.email, pwd: body.password } });
  return { cookie: sessionCookie(login), email: body.email, password: body.password, user: login.json().message.data };
}

/** The demo catalog every catalog test file can rely on when the database is shared. */
const SHARED_DEMO_SIZE = { suppliers: 40, buyers: 30, products: 1200, rfqs: 150 };

/**
 * Seeds the demo marketplace for a test file and indexes it for search. On PGlite every file has
 * its own database, seeded at the size it asks for. On PostgreSQL (TEST_DATABASE_URL) the files
 * share one database and run one after another in any order, so the demo set is seeded once, at the
 * largest size any file uses; later files find it there (its fixed demo accounts cannot be added
 * twice).
 */
export async function seedDemoForTest(db: Db, size: typeof SHARED_DEMO_SIZE, options: DemoOptions = {}) {
  // Demo photos go to a scratch folder, not the developer's ./data (content-addressed: shared is fine).
  options = { mediaDir: path.join(os.tmpdir(), 'tradelink-test-media'), ...options };
  if (!process.env.TEST_DATABASE_URL) {
    await seedDemo(db, size, options);
  } else {
    const seeded = (await db.execute(sql`SELECT EXISTS (SELECT 1 FROM users WHERE email = 'seller@demo.tradelink.test') AS seeded`)) as unknown as { rows: Array<{ seeded: boolean }> };
    if (!seeded.rows[0]?.seeded) await seedDemo(db, SHARED_DEMO_SIZE, options);
  }
  await refreshMissingSearchIndex(db);
}
