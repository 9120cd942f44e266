// `npm run db:migrate`: applies the committed SQL migrations to DATABASE_URL or the embedded database.
import path from 'node:path';
import { loadEnv } from '../config/env.ts';
import { openDatabase } from './client.ts';
import { acquireDataLock } from './data-lock.ts';

const env = loadEnv();
const release = env.DATABASE_URL ? () => {} : acquireDataLock(env.dataDir);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.DATABASE_URL ? undefined : path.join(env.dataDir, 'db') });
await database.migrate();
await database.close();
release();
console.log(`Migrations applied (${database.kind}).`);
