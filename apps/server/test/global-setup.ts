import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { seedReference } from '../src/db/seed/reference-seed.ts';

/**
 * With TEST_DATABASE_URL (CI: this machine's PostgreSQL) the schema is reset and migrated once;
 * the files then share it. Without it every file opens its own in-memory PGlite.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const database = await openDatabase({ databaseUrl: url });
  await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
  await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS public CASCADE'));
  await database.db.execute(sql.raw('CREATE SCHEMA public'));
  await database.migrate();
  await seedReference(database.db);
  await database.close();
}
