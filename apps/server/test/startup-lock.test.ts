import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';

// Several processes starting together on one PostgreSQL: each migrates and seeds at start. They do
// it on a scratch database of their own (made and dropped here), as a fresh deployment would.
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('start-up of several processes on one PostgreSQL', () => {
  const name = `tl_startup_${crypto.randomBytes(4).toString('hex')}`;
  let scratchUrl = '';
  const admin = new pg.Client({ connectionString: url });
  const opened: Database[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(url!);
    u.pathname = `/${name}`;
    scratchUrl = u.toString();
  });
  afterAll(async () => {
    await Promise.allSettled(opened.map((d) => d.close()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  });

  it('migrates a fresh database from four processes at once: all succeed, each migration applied once', async () => {
    const databases = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: scratchUrl, poolSize: 2 })));
    opened.push(...databases);
    const results = await Promise.allSettled(databases.map((d) => d.migrate()));
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    const applied = await databases[0]!.db.execute(sql`SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash HAVING count(*) > 1`);
    expect((applied as unknown as { rows: unknown[] }).rows).toEqual([]);
    const tables = await databases[0]!.db.execute(sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'users'`);
    expect((tables as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });

  it('runs exclusive start-up work one process at a time', async () => {
    const [a, b] = await Promise.all([openDatabase({ databaseUrl: scratchUrl, poolSize: 1 }), openDatabase({ databaseUrl: scratchUrl, poolSize: 1 })]);
    opened.push(a!, b!);
    let inside = 0;
    let most = 0;
    const work = async () => {
      inside++;
      most = Math.max(most, inside);
      await new Promise((r) => setTimeout(r, 150));
      inside--;
      return 'done';
    };
    expect(await Promise.all([a!.exclusive(work), b!.exclusive(work), a!.exclusive(work)])).toEqual(['done', 'done', 'done']);
    expect(most).toBe(1);
  });
});
