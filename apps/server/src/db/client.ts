import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startPgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; on PostgreSQL one process at a time (an advisory lock), so several starting together are safe. */
  migrate(): Promise<void>;
  /**
   * Runs start-up work (seeding, index refresh) while no other process of this database does: on
   * PostgreSQL under a session advisory lock on a connection of its own; PGlite is one process anyway.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (for /metrics). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; undefined keeps the database in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
  /** PostgreSQL only: the request-serving limits below, or shorter ones (tests of an outage). */
  timeouts?: Partial<DatabaseTimeouts>;
}

/** Milliseconds; 0 turns a limit off. */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one when the pool is busy. */
  connectMillis: number;
  /** Server side: PostgreSQL cancels a statement running longer (SQLSTATE 57014). */
  statementMillis: number;
  /** Client side: give up on an answer that does not come (a frozen server or a dead network). */
  queryMillis: number;
  /** Server side: end a session left idle inside an open transaction (25P03), releasing its locks. */
  idleInTransactionMillis: number;
}

/**
 * Without limits a PostgreSQL that accepts connections but stops answering hangs every request,
 * health check included, for as long as the outage lasts. With them a request fails within
 * seconds, the error handler answers 503 with Retry-After, and the pool recovers by itself.
 * - connect 5 s: a healthy server on a LAN accepts in milliseconds; waiting longer only piles up requests.
 * - statement 20 s: the slowest request query (search at a million products, no cache) takes about
 *   1 s; anything near 20 s is a runaway the server should stop rather than keep burning a core on.
 * - query 30 s: longer than the statement limit, so a slow but alive server cancels cleanly first
 *   (and the connection stays usable); only a server that no longer answers at all reaches it.
 * - idle in transaction 60 s: a transaction whose client vanished mid-way must not hold row locks forever.
 * Migrations run on their own connection without the statement and query limits (an index build
 * on a large table may take minutes).
 */
export const DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMillis: 5_000,
  statementMillis: 20_000,
  queryMillis: 30_000,
  idleInTransactionMillis: 60_000,
};

/** For batch tools (the seed CLI fills a million products, then vacuums): no limit on how long a statement runs. */
export const BATCH_TIMEOUTS: Partial<DatabaseTimeouts> = { statementMillis: 0, queryMillis: 0 };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const timeouts = { ...DATABASE_TIMEOUTS, ...options.timeouts };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: timeouts.connectMillis,
      statement_timeout: timeouts.statementMillis,
      query_timeout: timeouts.queryMillis,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMillis,
      // Notices a peer that vanished (a dropped NAT entry, a dead host) on idle connections.
      keepAlive: true,
      // No JIT compilation: it took about 100 ms per search statement (measured with a lowered
      // jit_above_cost), and the planner starts it by estimated cost alone, which grows with the
      // catalog although a capped search runs in milliseconds (decision 024). Options in the URL replace this.
      options: '-c jit=off',
    });
    // An idle client losing its server must not crash the process: the pool replaces it, and calls
    // made meanwhile fail with a connection error that the error handler turns into 503.
    pool.on('error', () => {});
    discardBrokenClients(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const databaseUrl = options.databaseUrl;
    return {
      db,
      kind: 'postgres',
      migrate: () => withAdvisoryLock(databaseUrl, timeouts.connectMillis, ADVISORY_LOCKS.migrations, (client) => migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder })),
      exclusive: (work) => withAdvisoryLock(databaseUrl, timeouts.connectMillis, ADVISORY_LOCKS.startup, () => work()),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
    };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  // PGlite runs on a thread of its own, so its statements never stall the requests (decision 036).
  const client = await startPgliteThread({ dataDir: options.pgliteDir });
  const db = drizzlePglite(client as never, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}

/**
 * Session advisory lock keys (pg_advisory_lock's bigint space is the database's; these two are ours).
 * Migrations and the rest of the start-up take different keys: the start-up work runs after
 * `migrate()` has let go of its lock, and neither ever waits for the other while holding its own.
 */
export const ADVISORY_LOCKS = {
  /** drizzle's migrator reads the last applied migration and then applies the newer ones, with no
   * lock of its own: two processes starting together would both apply them (the second failing on
   * "already exists") or race creating the `drizzle` schema. */
  migrations: 7_290_311_001,
  /** Seeding an empty database (reference data, demo data) and refreshing the search index. */
  startup: 7_290_311_002,
  /** Transaction locks of the analytics jobs: building one day's rollups (two-key form, with the
   * day's number: an int4 key) and refreshing the stored response figures. */
  analyticsRollup: 729_031_103,
  responseFigures: 7_290_311_033,
} as const;

/**
 * Runs `work` on one connection of its own, without statement or answer limits (an index build on a
 * large table may take minutes; see DATABASE_TIMEOUTS), holding a session advisory lock: a second
 * process waits here until the first is done, then finds nothing left to do. The lock goes with
 * the connection, so a process killed meanwhile releases it.
 */
async function withAdvisoryLock<T>(databaseUrl: string, connectMillis: number, key: number, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectMillis, statement_timeout: 0 });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

type PoolConnect = (callback?: (error: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void) => Promise<pg.PoolClient> | void;

/**
 * Clients that drizzle checks out for a transaction, guarded in two ways pg-pool leaves to the caller:
 * - drizzle releases the client in `finally`, but not when `begin` itself fails: against a frozen
 *   server every such request would leak a pooled connection for good (after the outage the pool
 *   is full of them, and closing it never ends). A query failing because the connection is broken
 *   or silent hands the client back at once, with the error, so the pool discards it.
 * - a checked-out client has no 'error' listener: the server ending its session between two queries
 *   (idle_in_transaction_session_timeout, an administrator, a restart) would be an uncaught
 *   exception that stops the process. Such an error discards the client the same way.
 * The caller's own release afterwards does nothing.
 */
function discardBrokenClients(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as PoolConnect;
  // pool.query() passes a callback, listens for errors and releases with the error itself.
  (pool as unknown as { connect: PoolConnect }).connect = (callback) => {
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release;
      const query = client.query;
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', discard);
        client.query = query;
        release(error);
      };
      const discard = (error: Error) => releaseOnce(error);
      client.on('error', discard);
      client.release = releaseOnce;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const result = (query as (...args: unknown[]) => unknown).apply(client, args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            if (isBrokenConnection(error)) releaseOnce(error as Error);
          });
        }
        return result;
      };
      return client;
    });
  };
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN', // DNS lookup failed for now
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57P05', // idle_session_timeout
  '25P03', // idle_in_transaction_session_timeout: the server ended the session
  '53300', // too_many_connections
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

/** The server is alive but cancelled the statement (statement_timeout): overloaded, retry later. */
const QUERY_CANCELED = '57014';

// pg and pg-pool report a silent or dead connection with plain errors (no code):
//  - pg-pool: "timeout exceeded when trying to connect" (no free client in time),
//    "Connection terminated due to connection timeout" (a new connection got no answer in time)
//  - pg: "Query read timeout" (query_timeout), "timeout expired" (its own connect timer),
//    "Connection terminated" / "Connection terminated unexpectedly",
//    "Client has encountered a connection error and is not queryable", "Client was closed and is not queryable"
const CONNECTION_ERROR_MESSAGE =
  /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Query read timeout|^timeout expired$|is not queryable/i;

function connectionErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: string; message?: string; cause?: unknown; errors?: unknown[] };
    if (e.code && (CONNECTION_ERROR_CODES.has(e.code) || e.code === QUERY_CANCELED)) return e.code;
    if (typeof e.message === 'string' && CONNECTION_ERROR_MESSAGE.test(e.message)) return 'message';
    // Node reports a host with several addresses (localhost: ::1 and 127.0.0.1) as an AggregateError.
    if (Array.isArray(e.errors) && e.errors.length && e.errors.every((inner) => connectionErrorCode(inner))) return 'aggregate';
    current = e.cause;
  }
  return undefined;
}

/** Whether an error means the database is unreachable or not answering (answer 503, retry later) rather than a bug. */
export function isConnectionError(error: unknown): boolean {
  return connectionErrorCode(error) !== undefined;
}

/** A connection-level failure (not a statement the server cancelled): the client cannot be reused. */
function isBrokenConnection(error: unknown): boolean {
  const code = connectionErrorCode(error);
  return code !== undefined && code !== QUERY_CANCELED;
}
