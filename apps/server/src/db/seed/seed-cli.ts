// `npm run db:seed [-- --products N]`: reference data, the demo data set on an empty database, and
// optionally more products (spread over the existing suppliers) up to N for benchmarks.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../../config/env.ts';
import { BATCH_TIMEOUTS, openDatabase } from '../client.ts';
import { acquireDataLock } from '../data-lock.ts';
import { seedReference, type FlatCategory } from './reference-seed.ts';
import { insertProducts, isEmpty, seedDemo } from './demo-seed.ts';
import { createRandom } from './random.ts';
import { generateDemoImages } from './demo-images.ts';
import { catalogIndex } from './demo-catalog.ts';
import { productKinds } from './data/product-kinds.ts';
import { createStorage } from '../../lib/storage/storage.ts';
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
// The server's media store: DATA_DIR/media, or the bucket when S3_BUCKET is set.
const storage = createStorage(env);
const mediaDir = storage.media;
if (await isEmpty(database.db)) await seedDemo(database.db, undefined, { mediaDir, password: env.DEMO_PASSWORD });

if (target !== undefined) {
  const rows = (await database.db.execute(sql`SELECT count(*)::int AS n FROM products`)) as unknown as { rows: Array<{ n: number }> };
  const missing = target - (rows.rows[0]?.n ?? 0);
  if (missing > 0) {
    const index = catalogIndex();
    // Each supplier keeps to the categories it sells in already (its line of business).
    const suppliers = (await database.db.execute(sql`
      SELECT s.id, s.country, s.main_category_id, coalesce(array_agg(DISTINCT p.category_id) FILTER (WHERE p.id IS NOT NULL), '{}') AS category_ids
      FROM suppliers s LEFT JOIN products p ON p.supplier_id = s.id GROUP BY s.id ORDER BY s.seq`)) as unknown as {
      rows: Array<{ id: string; country: string | null; main_category_id: number | null; category_ids: number[] }>;
    };
    const supplierRows = suppliers.rows.map((s) => {
      const own = s.category_ids.map((id) => index.byId.get(Number(id))).filter((c) => c && productKinds[c.slug]);
      const main = index.byId.get(s.main_category_id ?? 0);
      const categories = own.length ? own : main && productKinds[main.slug] ? index.groupOf(main).leaves : index.groups[0]!.leaves;
      return { id: s.id, country: s.country ?? 'VN', categories: categories as FlatCategory[] };
    });
    const random = createRandom(target);
    // The same demo image set (already stored when the demo seed made it: then only looked up).
    const images = await generateDemoImages(mediaDir);
    await insertProducts(database.db, random, supplierRows, missing, (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000), images);
    console.log(`Added ${missing} products.`);
  }
}
await refreshMissingSearchIndex(database.db);
await database.close();
storage.close();
release();
console.log(`Seed done in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).`);
