import { describe, expect, it } from 'vitest';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { isUniqueViolation } from '../src/db/errors.ts';
import { startPgliteThread } from '../src/db/pglite-thread.ts';

// The embedded database on a thread of its own (decision 036): the same answers, errors and
// transactions as before, and a long statement no longer stops the request thread.
describe('PGlite on its own thread', () => {
  it('answers, keeps PostgreSQL error codes, and commits or rolls back transactions', async () => {
    const database = await openDatabase({});
    try {
      const { db } = database;
      const types = await db.execute(sql`SELECT '2026-01-02 03:04:05+00'::timestamptz AS at, 7::int8 AS big, '{"a":1}'::jsonb AS doc, interval '1 day' AS span`);
      // drizzle's text parsers for dates and intervals apply on the other thread too.
      expect((types as unknown as { rows: unknown[] }).rows[0]).toEqual({ at: '2026-01-02 03:04:05+00', big: 7, doc: { a: 1 }, span: '1 day' });

      await db.execute(sql`CREATE TABLE t (x int PRIMARY KEY)`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t VALUES (1)`);
      });
      const duplicate = await db
        .transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO t VALUES (2)`);
          await tx.execute(sql`INSERT INTO t VALUES (1)`);
        })
        .catch((error: unknown) => error);
      // The code crosses the thread (structured cloning alone would drop it), and the whole
      // transaction is undone: 2 is not kept.
      expect(isUniqueViolation(duplicate)).toBe(true);
      await db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t VALUES (3)`);
        // A nested transaction (a savepoint) rolled back alone.
        await tx.transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO t VALUES (4)`);
          inner.rollback();
        }).catch(() => {});
      });
      expect(((await db.execute(sql`SELECT x FROM t ORDER BY x`)) as unknown as { rows: unknown[] }).rows).toEqual([{ x: 1 }, { x: 3 }]);
    } finally {
      await database.close();
    }
  });

  it('lets the request thread run while a long statement runs', async () => {
    const database = await openDatabase({});
    try {
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      const started = performance.now();
      await database.db.execute(sql`SELECT count(*) FROM generate_series(1, 3000000) g, LATERAL (SELECT md5(g::text)) m`);
      const took = performance.now() - started;
      delay.disable();
      // The statement takes hundreds of milliseconds; the event loop is never held for more than a
      // small part of that (on the request thread it was held for all of it).
      expect(took).toBeGreaterThan(200);
      expect(delay.max / 1e6).toBeLessThan(took / 2);
    } finally {
      await database.close();
    }
  });

  it('refuses calls after closing instead of hanging', async () => {
    const database = await openDatabase({});
    await database.close();
    await expect(database.db.execute(sql`SELECT 1`)).rejects.toThrow();
  });

  it('refuses a value that cannot cross to the thread, and stays usable', async () => {
    const client = await startPgliteThread({});
    try {
      await expect(client.query('SELECT $1::text AS v', [() => 'x'])).rejects.toThrow(/could not be cloned/);
      await expect(client.query<{ v: string }>('SELECT $1::text AS v', ['x'])).resolves.toMatchObject({ rows: [{ v: 'x' }] });
    } finally {
      await client.close();
    }
  });
});
