// The response figures (decision 033), measured in-process on a synthetic marketplace: 2,000
// suppliers (400 in one main category), 1,000 buyers and 200,000 buyer inquiries over 90 days,
// four in five answered, written through the tables' triggers as the product writes them. Prints
// p50 / p95 of `supplierResponseStats` (the busiest supplier, 30 and 90 days), of the category
// median uncached (what a report pays once per category and range before the 5-minute cache), of
// the refresh pass of every supplier's 30-day figure, and of the suppliers search with a response
// filter (uncached), next to goals. `npm run bench -- --only response [--postgres URL]`.
import crypto from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { BATCH_TIMEOUTS, openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { seedReference } from '../../apps/server/src/db/seed/reference-seed.ts';
import { supplierResponseStats } from '../../apps/server/src/modules/analytics/response-stats.ts';
import { categoryCounts } from '../../apps/server/src/modules/analytics/response-contacts.repository.ts';
import { refreshAllResponseFigures } from '../../apps/server/src/modules/analytics/response-figures.service.ts';
import { search } from '../../apps/server/src/modules/catalog/search.service.ts';

const SUPPLIERS = 2_000;
const IN_CATEGORY = 400;
const BUYERS = 1_000;
const INQUIRIES = 200_000;
const DAY = 86_400_000;

type Rows<T> = { rows: T[] };

async function seed(database: Database) {
  const db = database.db;
  const run = crypto.randomBytes(3).toString('hex');
  const started = performance.now();
  // An earlier run's accounts (on a reused PostgreSQL database) go, with everything they wrote.
  await db.execute(sql`DELETE FROM users WHERE email LIKE 'rb-%@bench.test'`);
  const [category] = ((await db.execute(sql`SELECT id FROM categories ORDER BY id LIMIT 1`)) as unknown as Rows<{ id: number }>).rows;
  // Accounts in bulk, straight into the tables (identities and e-mails unique per run).
  await db.execute(sql`
    INSERT INTO users (email, first_name, account_type, status, onboard_stage)
    SELECT 'rb-' || ${run} || '-s' || g || '@bench.test', 'Supplier ' || g, 'Seller', 'active', 'DONE' FROM generate_series(1, ${SUPPLIERS}::int) g`);
  await db.execute(sql`
    INSERT INTO suppliers (user_id, identity, company_name, main_category_id)
    SELECT u.id, 'SUPRB' || upper(${run}) || lpad(row_number() OVER (ORDER BY u.email)::text, 5, '0'), u.first_name || ' Trading',
      CASE WHEN row_number() OVER (ORDER BY u.email) <= ${IN_CATEGORY}::int THEN ${category!.id}::int ELSE NULL END
    FROM users u WHERE u.email LIKE ${`rb-${run}-s%`}`);
  await db.execute(sql`
    INSERT INTO users (email, first_name, account_type, status, onboard_stage)
    SELECT 'rb-' || ${run} || '-b' || g || '@bench.test', 'Buyer ' || g, 'Buyer', 'active', 'DONE' FROM generate_series(1, ${BUYERS}::int) g`);
  await db.execute(sql`
    INSERT INTO buyers (user_id, identity) SELECT u.id, 'BURRB' || upper(${run}) || lpad(row_number() OVER (ORDER BY u.email)::text, 5, '0')
    FROM users u WHERE u.email LIKE ${`rb-${run}-b%`}`);
  // Inquiries skewed towards the first suppliers (supplier 1 gets the most), spread over 90 days.
  await db.execute(sql`
    WITH s AS (SELECT id, user_id, row_number() OVER (ORDER BY identity) AS n FROM suppliers WHERE identity LIKE ${`SUPRB${run.toUpperCase()}%`}),
         b AS (SELECT id, row_number() OVER (ORDER BY identity) AS n FROM buyers WHERE identity LIKE ${`BURRB${run.toUpperCase()}%`})
    INSERT INTO inquiries (buyer_id, supplier_id, direction, subject, created_at, last_message_at)
    SELECT b.id, s.id, 'buyer_to_supplier', 'Bench enquiry', now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute', now()
    FROM generate_series(1, ${INQUIRIES}::int) g
    JOIN s ON s.n = 1 + floor(power(((g * 7919) % 10007) / 10007.0, 3) * ${SUPPLIERS})::int
    JOIN b ON b.n = 1 + (g % ${BUYERS}::int)`);
  const inquiryCount = ((await db.execute(sql`SELECT count(*)::int AS n FROM response_contacts`)) as unknown as Rows<{ n: number }>).rows[0]!.n;
  await db.execute(sql`
    INSERT INTO inquiry_messages (inquiry_id, author_user_id, author_side, body, created_at)
    SELECT i.id, s.user_id, 'supplier', 'Our offer', i.created_at + ((i.id * 37) % 2880) * interval '1 minute'
    FROM inquiries i JOIN suppliers s ON s.id = i.supplier_id
    WHERE s.identity LIKE ${`SUPRB${run.toUpperCase()}%`} AND i.id % 5 <> 0`);
  // A running server's tables are vacuumed and analysed by autovacuum; a fresh bulk load is not yet.
  await db.execute(sql`VACUUM ANALYZE response_contacts, inquiries, suppliers, buyers, users`);
  const busiest = ((await db.execute(sql`
    SELECT supplier_id, count(*)::int AS n FROM response_contacts GROUP BY supplier_id ORDER BY n DESC LIMIT 1`)) as unknown as Rows<{ supplier_id: string; n: number }>).rows[0]!;
  console.log(`seeded ${SUPPLIERS} suppliers, ${BUYERS} buyers, ${inquiryCount.toLocaleString('en')} contacts in ${((performance.now() - started) / 1000).toFixed(1)} s; busiest supplier: ${busiest.n} contacts`);
  return { categoryId: category!.id, busiest: busiest.supplier_id };
}

async function time(runs: number, work: (i: number) => Promise<unknown>) {
  await work(-1);
  const took: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work(i);
    took.push(performance.now() - t0);
  }
  took.sort((a, b) => a - b);
  const at = (q: number) => took[Math.min(took.length - 1, Math.floor(q * took.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

const line = (label: string, r: { p50: number; p95: number }, goal: string) => `${label.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms   (goal: ${goal})`;

async function measureOn(label: string, options: { databaseUrl?: string }) {
  console.log(`\n== Response figures, ${label} ==`);
  const database = await openDatabase(options.databaseUrl ? { databaseUrl: options.databaseUrl, timeouts: BATCH_TIMEOUTS } : {});
  try {
    await database.migrate();
    await seedReference(database.db);
    const { categoryId, busiest } = await seed(database);
    const db = database.db;
    const now = Date.now();
    const pg = Boolean(options.databaseUrl);
    const stats30 = await time(50, () => supplierResponseStats(db, busiest, new Date(now - 30 * DAY), new Date(now)));
    const stats90 = await time(50, () => supplierResponseStats(db, busiest, new Date(now - 90 * DAY), new Date(now)));
    // Distinct ranges: the uncached path every time (the service keeps answers 5 minutes).
    const median = await time(20, (i) => categoryCounts(db, categoryId, new Date(now - (30 + i + 1) * DAY), new Date(now), new Date(now)));
    const refresh = await time(5, () => refreshAllResponseFigures(db));
    const input = { tab: 'suppliers' as const, keyword: '', countries: [], is_verified: false, premium: false, hot_price: false, exact: false, page: 1, response_rate: '90' as const };
    const filtered = await time(20, () => search(db, 'en', input));
    // Goals on p95: a supplier report (issue 21: p95 < 150 ms on PostgreSQL, < 400 ms on PGlite)
    // reads the supplier's figures for two ranges and the median, which is cached 5 minutes per
    // category and range (this is its miss). The job's pass runs every 10 minutes off any request.
    console.log(line('supplierResponseStats, busiest, 30 days', stats30, pg ? 'p95 < 50 ms' : 'p95 < 130 ms'));
    console.log(line('supplierResponseStats, busiest, 90 days', stats90, pg ? 'p95 < 50 ms' : 'p95 < 130 ms'));
    console.log(line(`category median, ${IN_CATEGORY} suppliers, uncached`, median, pg ? 'p95 < 300 ms' : 'p95 < 400 ms'));
    console.log(line('refresh of every 30-day figure (the job)', refresh, pg ? 'p95 < 2,000 ms' : 'p95 < 5,000 ms'));
    console.log(line('suppliers search, response ≥ 90%, uncached', filtered, pg ? 'p95 < 100 ms' : 'p95 < 250 ms'));
    console.log(`(load average now ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}: figures from a busy machine mean little)`);
  } finally {
    await database.close();
  }
}

export async function runResponseBench(options: { postgres?: string; skipPglite?: boolean }) {
  if (!options.skipPglite) await measureOn('PGlite (in memory)', {});
  if (options.postgres) await measureOn('PostgreSQL', { databaseUrl: options.postgres });
}
