import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateError } from '@tradelink/shared/i18n/translate';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { isConnectionError, openDatabase, type Database, type DatabaseTimeouts } from '../src/db/client.ts';
import { createMemoryRateLimiter } from '../src/lib/rate-limiter.ts';
import { call } from './helper.ts';

/**
 * A PostgreSQL that accepts connections but stops answering (here: a proxy in front of it, frozen
 * with SIGSTOP) must not hang requests: the health check answers 503 within 2 s, calls answer 503
 * SERVICE_UNAVAILABLE within the pool's timeouts, and everything works again once it answers.
 * Needs a real server: runs with TEST_DATABASE_URL only.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const proxyScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support/tcp-proxy.mjs');

// Short limits, so the test takes seconds; production uses DATABASE_TIMEOUTS.
const TIMEOUTS: DatabaseTimeouts = { connectMillis: 1_000, statementMillis: 2_000, queryMillis: 3_000, idleInTransactionMillis: 1_000 };
const POOL_SIZE = 3;

async function timed<T>(work: () => PromiseLike<T>): Promise<{ value: T; millis: number }> {
  const start = performance.now();
  const value = await work();
  return { value, millis: performance.now() - start };
}

describe.skipIf(!databaseUrl)('when PostgreSQL stops answering', () => {
  let proxy: ChildProcess | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  const freeze = () => process.kill(proxy!.pid!, 'SIGSTOP');
  const thaw = () => process.kill(proxy!.pid!, 'SIGCONT');
  const health = () => app!.inject({ method: 'GET', url: '/healthz' });
  const search = () => call(app!, 'GET', 'catalog.search', { query: { page: '1' } });

  beforeAll(async () => {
    const target = new URL(databaseUrl!);
    proxy = spawn(process.execPath, [proxyScript, target.hostname || '127.0.0.1', target.port || '5432'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const port = await new Promise<string>((resolve, reject) => {
      proxy!.stdout!.once('data', (data: Buffer) => resolve(String(data).trim()));
      proxy!.once('exit', (code) => reject(new Error(`the proxy exited with ${code}`)));
    });
    const viaProxy = new URL(databaseUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = port;
    database = await openDatabase({ databaseUrl: viaProxy.toString(), poolSize: POOL_SIZE, timeouts: TIMEOUTS });
    app = await buildApp({
      // No answer cache: every search must reach the database.
      env: await loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000', CATALOG_CACHE_TTL_MS: '0', TRUST_PROXY: 'loopback' }),
      database,
      rateLimiter: createMemoryRateLimiter(),
      mail: { kick() {}, flush: async () => {} },
      payments: { kick() {}, flush: async () => {} },
      logger: false,
    });
    await app.ready();
  });

  afterAll(async () => {
    // Thaw first, so that closing the pool does not wait on a frozen peer.
    if (proxy?.pid && proxy.exitCode === null) process.kill(proxy.pid, 'SIGCONT');
    await app?.close();
    await database?.close();
    proxy?.kill('SIGKILL');
  });

  it('answers while the database does', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ok', database: 'postgres' });
    // Fill the pool with open connections, which then freeze with the proxy mid-conversation.
    const searches = await Promise.all(Array.from({ length: POOL_SIZE }, () => search()));
    expect(searches.map((r) => r.statusCode)).toEqual(Array(POOL_SIZE).fill(200));
  });

  it('answers 503 instead of hanging while it is frozen', async () => {
    freeze();
    // More calls than the pool has connections: some wait on a frozen connection (query timeout),
    // the others for a free one (connect timeout); a transaction's `begin` waits too.
    const [checks, calls, transaction] = await Promise.all([
      timed(() => health()),
      timed(() => Promise.all(Array.from({ length: POOL_SIZE + 2 }, () => search()))),
      timed(() => database!.db.transaction((tx) => tx.execute(sql`SELECT 1`)).then(() => undefined, (error: unknown) => error)),
    ]);

    expect(checks.value.statusCode).toBe(503);
    expect(checks.value.headers['cache-control']).toBe('no-store');
    expect(checks.value.json()).toEqual({ status: 'unavailable', database: 'postgres' });
    expect(checks.millis).toBeLessThan(2_000);

    for (const res of calls.value) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', messages: [translateError('en', 'codes.SERVICE_UNAVAILABLE')] });
    }
    // Query timeout, plus a connect timeout for a call that queued behind it.
    expect(calls.millis).toBeLessThan(TIMEOUTS.queryMillis + TIMEOUTS.connectMillis + 2_000);

    expect(isConnectionError(transaction.value), String(transaction.value)).toBe(true);
    expect(transaction.millis).toBeLessThan(TIMEOUTS.queryMillis + TIMEOUTS.connectMillis + 2_000);

    // A new connection gets no answer either: the health check still answers in time.
    const again = await timed(() => health());
    expect(again.value.statusCode).toBe(503);
    expect(again.millis).toBeLessThan(2_000);
    console.info(`frozen database: healthz ${Math.round(checks.millis)} ms, ${calls.value.length} calls ${Math.round(calls.millis)} ms, transaction ${Math.round(transaction.millis)} ms`);
  });

  it('recovers when the database answers again', async () => {
    thaw();
    const start = performance.now();
    let status = 0;
    while (performance.now() - start < 10_000) {
      status = (await health()).statusCode;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    console.info(`recovered in ${Math.round(performance.now() - start)} ms`);
    const searches = await Promise.all(Array.from({ length: POOL_SIZE }, () => search()));
    expect(searches.map((r) => r.statusCode)).toEqual(Array(POOL_SIZE).fill(200));
    // No connection was lost for good (a transaction whose `begin` timed out once kept its client):
    // the pool can hold as many transactions open at once as it has connections.
    let opened = 0;
    let allOpen!: () => void;
    const everyOneOpen = new Promise<void>((resolve) => (allOpen = resolve));
    const tooLong = () => new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`only ${opened} of ${POOL_SIZE} transactions could open`)), 3_000).unref());
    await Promise.all(
      Array.from({ length: POOL_SIZE }, () =>
        database!.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`);
          if (++opened === POOL_SIZE) allOpen();
          await Promise.race([everyOneOpen, tooLong()]);
        }),
      ),
    );
  });

  it('fails a transaction left idle past the limit with a connection error, without stopping the process', async () => {
    const started = performance.now();
    const outcome = await database!.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        // The server ends the session meanwhile (25P03); the process must survive that.
        await new Promise((r) => setTimeout(r, TIMEOUTS.idleInTransactionMillis + 500));
        await tx.execute(sql`SELECT 1`);
      })
      .then(() => undefined, (error: unknown) => error);
    expect(isConnectionError(outcome), String(outcome)).toBe(true);
    expect(performance.now() - started).toBeLessThan(TIMEOUTS.idleInTransactionMillis + 2_000);
    expect((await health()).statusCode).toBe(200);
  });
});

describe('the errors of a silent or unreachable database', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
  // As drizzle wraps a driver error.
  const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

  it.each([
    ['pg-pool, no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['pg-pool, a new connection got no answer', new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') })],
    ['pg, query_timeout', wrapped(new Error('Query read timeout'))],
    ['pg, its own connect timer', new Error('timeout expired')],
    ['pg, a client whose connection failed', wrapped(new Error('Client has encountered a connection error and is not queryable'))],
    ['pg, a client the pool discarded', wrapped(new Error('Client was closed and is not queryable'))],
    ['statement_timeout', wrapped(withCode('canceling statement due to statement timeout', '57014'))],
    ['idle_in_transaction_session_timeout', withCode('terminating connection due to idle-in-transaction timeout', '25P03')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED')],
    ['localhost refusing on every address', Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:1', 'ECONNREFUSED'), withCode('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED')]), { code: undefined })],
  ])('recognises %s', (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('duplicate key value violates unique constraint "users_email_key"', '23505'))],
    ['a syntax error', wrapped(withCode('syntax error at or near "selec"', '42601'))],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('does not take %s for one', (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});
