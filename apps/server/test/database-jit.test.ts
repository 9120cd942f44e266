import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';

/**
 * The request pool's sessions never JIT-compile: PostgreSQL starts it by plan cost alone, and
 * compiling a search statement took about 100 ms for milliseconds of work (decision 024).
 * Needs a real server: runs with TEST_DATABASE_URL only.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('the PostgreSQL pool', () => {
  it('runs without JIT compilation', async () => {
    const database = await openDatabase({ databaseUrl, poolSize: 1 });
    try {
      const result = (await database.db.execute(sql`SELECT current_setting('jit') AS jit`)) as unknown as { rows: Array<{ jit: string }> };
      expect(result.rows[0]!.jit).toBe('off');
    } finally {
      await database.close();
    }
  });
});
