// `npm run db:seed [-- --products N]`: reference data, the demo data set on an empty database, and
// optionally more products (spread over the existing suppliers) up to N for benchmarks.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../../config/env.ts';
import { BATCH_TIMEOUTS, openDatabase } from '../client.ts';
import { acquireDataLock } from '../data-lock.ts';
import { seedReference, flattenTaxonomy } from './reference-seed.ts';
import { insertProducts, isEmpty, seedDemo } from './demo-seed.ts';
import { createRandom } from './random.ts';
import { generateDemoImages } from './demo-images.ts';
import { mediaRoot } from '../../modules/media/media.storage.ts';
import { refreshMissingSearchIndex } from '../../modules/catalog/search-index.ts';

const env = loadEnv();
const arg = process.argv.indexOf('--products');
const target = arg > -1 ? Number(process.argv[arg + 1]) : undefined;
if (target !== undefined && (!Number.isInteger(target) || target < 0)) {
  console.error('--products needs a whole number');
  process.exit(1);
}

const release = env.DATABASE_URL ? () => {} : acquireDataLock(env.dataDir);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.DATABASE_URL ? undefined : path.join(env.dataDir, 'db'), timeouts: BATCH_TIMEOUTS });
const started = Date.now();
await database.migrate();
await seedReference(database.db);
const mediaDir = mediaRoot(env.dataDir);
if (await isEmpty(database.db)) await seedDemo(database.db, undefined, { mediaDir, password: env.DEMO_PASSWORD });

if (target !== undefined) {
  const rows = (await database.db.execute(sql`SELECT count(*)::int AS n FROM products`)) as unknown as { rows: Array<{ n: number }> };
  const missing = target - (rows.rows[0]?.n ?? 0);
  if (missing > 0) {
    const flat = flattenTaxonomy();
    const byId = new Map(flat.map((c) => [c.id, c]));
    const leaves = flat.filter((c) => !c.node.children?.length);
    const suppliers = (await database.db.execute(sql`SELECT id, main_category_id FROM suppliers`)) as unknown as {
      rows: Array<{ id: string; main_category_id: number | null }>;
    };
    const supplierRows = suppliers.rows.map((s) => {
      const main = byId.get(s.main_category_id ?? 0) ?? leaves[0]!;
      const siblings = leaves.filter((l) => l.parentId === main.parentId);
      return { id: s.id, categories: siblings.length ? siblings : [main] };
    });
    const random = createRandom(target);
    // The same demo image set (already stored when the demo seed made it: then only rendered to find the keys).
    const images = await generateDemoImages(mediaDir);
    await insertProducts(database.db, random, supplierRows, byId, missing, (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000), images);
    console.log(`Added ${missing} products.`);
  }
}
await refreshMissingSearchIndex(database.db);
await database.close();
release();
console.log(`Seed done in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).`);
