// `npm run bench [-- --products N] [-- --postgres URL] [-- --redis URL] [-- --seconds S] [-- --only catalog|chat|agent|response|analytics] [-- --chat-seconds S]
//   [-- --skip-pglite] [-- --no-js] [-- --growth N,N,...] [-- --tail-seconds S]`
// Seeds N products (default 100,000) into a scratch database, starts the server in its own process,
// and prints for catalog.search and product.get: requests/s and p50/p95/p99 latency under 50
// concurrent connections, next to a bare Node http server answering the same bytes. With the
// answer cache off it also runs the long tail: 10 users searching a few hundred distinct queries
// drawn from the seeded product names (words, phrases, typos, Vietnamese without accents, Chinese,
// category and country filters, pages 2-5; search-mix.ts). Then prints the gzip size of the
// JavaScript the home and product pages load, and the issue 19 goals next to the figures measured.
// `--skip-pglite` measures PostgreSQL only (seeding a million products into PGlite is slow and
// large); `--no-js` neither builds the web bundle nor weighs it, and serves the API from an API-only
// process (api-node.ts: the same app without the web renderer, so no build is needed).
// `--growth 10000,100000,1000000` (with `--postgres`) measures the uncached search's long tail and
// product.get at each catalog size, each in its own database on that server named after the URL's
// with `_<N>` appended (created when missing, seeded once and reused by later runs); seeding a
// million products takes about 10 minutes. `--tail-seconds S` sets the long-tail runs' length (default 15).
// Then the guest pages (pages-bench.ts): HTML size, uncached render CPU, and requests/s and p99 from
// the rendered-page cache next to a bare server sending the same bytes. Then the AI agent's
// built-in assistant (agent-bench.ts): first streamed token alone and with 50 conversations at once.
// `--only catalog|pages|chat|agent|response` runs one part (`response`: the suppliers' response
// figures, response-bench.ts); `--only cluster [--cluster-seconds S]` runs two processes behind HAProxy on
// CLUSTER_DATABASE_URL (schema reset) and CLUSTER_REDIS_URL under 500 connections (cluster-bench.ts).
import { spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { callPath } from '@tradelink/shared/api/paths';
import { DEFAULT_SIGNING_KEY } from '@tradelink/shared/api/signing';
import { signedHeaders } from '@tradelink/shared/api/signing-node';
import { ensureDatabase } from '../../apps/server/src/db/ensure-database.ts';
import { runLoad, type LoadResult } from './load.ts';
import { searchMix, type MixSource, type SearchQuery } from './search-mix.ts';
import { runChatBench } from './chat-bench.ts';
import { runAgentBench } from './agent-bench.ts';
import { runPagesBench } from './pages-bench.ts';
import { startBareServer, startServer as startProcess } from './server-process.ts';
import { runClusterBench } from './cluster-bench.ts';
import { runResponseBench } from './response-bench.ts';
import { runAnalyticsBench } from './analytics-bench.ts';
import { htmlAssets, weigh, weightLine } from '../page-weight.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : undefined;
};
const products = Number(arg('products') ?? 100_000);
const seconds = Number(arg('seconds') ?? 10);
const postgres = arg('postgres');
const skipPglite = process.argv.includes('--skip-pglite');
const noJs = process.argv.includes('--no-js');
const tailSeconds = Number(arg('tail-seconds') ?? 15);
const growth = arg('growth')?.split(',').map(Number);
if (growth?.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error('--growth takes whole numbers: --growth 10000,100000,1000000');
if (growth && !postgres) throw new Error('--growth needs --postgres');
const CONNECTIONS = 50;
/** The long tail: distinct searches, and the users sending them (issue 19: p95 under 80 ms at 10 users). */
const TAIL_QUERIES = 400;
const TAIL_USERS = 10;
const KEYWORDS = ['stainless steel', 'coffee', 'ca phe', '不锈钢', 'rice', 'bamboo furniture', 'stainles steel', 'solar panel', 'cashew', 'led light'];

function env(extra: Record<string, string>) {
  return { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: '1', REDIS_URL: '', SMTP_URL: '', ...extra };
}

function seed(dbEnv: Record<string, string>, count = products) {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/seed/seed-cli.ts', '--products', String(count)], {
    cwd: root,
    env: env(dbEnv),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('seed failed');
  return (Date.now() - started) / 1000;
}

function startServer(dbEnv: Record<string, string>, port: number): Promise<ChildProcess> {
  // Without a fresh web build (--no-js) the API is served by the same app without the web renderer.
  return startProcess(root, env({ ...dbEnv, SEED_DEMO: '0' }), port, noJs ? 'scripts/bench/api-node.ts' : undefined);
}

function signed(call: string, query: Record<string, string>) {
  const params = Object.entries(query);
  const qs = new URLSearchParams(params).toString().replace(/\+/g, '%20');
  const pathname = callPath(call);
  return {
    path: `${pathname}?${qs}`,
    headers: signedHeaders(DEFAULT_SIGNING_KEY, { method: 'GET', path: pathname, body: '', params }) as Record<string, string>,
  };
}

const row = (label: string, r: LoadResult) =>
  `${label.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   errors ${r.errors}`;

/** Figures held against the goals, printed together at the end. */
const goals: string[] = [];
const growthRows: string[] = [];
const fmt = (n: number) => Math.round(n).toLocaleString('en');

async function measure(kind: string, dbEnv: Record<string, string>) {
  console.log(`\n== ${kind}: ${products.toLocaleString('en')} products ==`);
  console.log(`seeding (reused when already seeded): ${seed(dbEnv).toFixed(1)} s`);
  await measureServer('answer cache on (the default)', dbEnv);
  // The same load with the in-process answer cache off: every request runs its SQL.
  const uncached = await measureServer('answer cache off: every request queries the database', { ...dbEnv, CATALOG_CACHE_TTL_MS: '0' }, true);
  const engine = kind.startsWith('PostgreSQL') ? 'PG' : 'PGlite';
  const at = products >= 1000 ? `${products / 1000}k` : String(products);
  goals.push(`product.get uncached on ${engine} @${at}: ${fmt(uncached.detail.rps)} req/s (goal ≥ 1,500)`);
  goals.push(`search uncached p95 @${at}, ${TAIL_USERS} users, long tail: ${uncached.tail!.p95.toFixed(1)} ms on ${engine} (goal < 80)`);
}

/** The database of one growth step: the --postgres URL's database name with `_<N>`, created when missing. */
async function growthDatabase(count: number): Promise<string> {
  const url = new URL(postgres!);
  url.pathname = `/${url.pathname.slice(1) || 'postgres'}_${count}`;
  await ensureDatabase(url.toString());
  return url.toString();
}

/** How the uncached search's long tail (and product.get) grows with the catalog, on PostgreSQL. */
async function measureGrowth(sizes: number[]) {
  console.log(`\n== PostgreSQL, answer cache off: growth with the catalog ==`);
  for (const count of sizes) {
    const dbEnv = { DATABASE_URL: await growthDatabase(count), DATA_DIR: path.join(root, '.tmp', 'bench-pg-data'), CATALOG_CACHE_TTL_MS: '0' };
    console.log(`${count.toLocaleString('en')} products: seeding (reused when already seeded): ${seed(dbEnv, count).toFixed(1)} s`);
    const r = await measureServer(`${count.toLocaleString('en')} products`, dbEnv, true);
    growthRows.push(
      `| ${count.toLocaleString('en').padStart(9)} | ${r.tail!.p50.toFixed(1).padStart(6)} / ${r.tail!.p95.toFixed(1).padStart(6)} / ${r.tail!.p99.toFixed(1).padStart(6)} ms | ${fmt(r.tail!.rps).padStart(5)}/s | ${fmt(r.detail.rps).padStart(9)}/s |`,
    );
  }
}

const request = (port: number, req: { path: string; headers: Record<string, string> }) => fetch(`http://127.0.0.1:${port}${req.path}`, { headers: req.headers });

/** Product cards to draw the long tail from: browsing newest first, several pages of 50. */
async function tailSources(port: number): Promise<MixSource[]> {
  const out: MixSource[] = [];
  for (let page = 1; page <= 8; page++) {
    const body = (await request(port, signed('catalog.search', { page_size: '50', page: String(page) })).then((r) => r.json())) as {
      message: { data: Array<{ name: string; category: { id: number } | null; supplier: { country: string | null } }> };
    };
    out.push(...body.message.data.map((p) => ({ name: p.name, categoryId: p.category?.id ?? null, country: p.supplier.country })));
  }
  return out;
}

async function measureServer(label: string, dbEnv: Record<string, string>, longTail = false) {
  console.log(`\n-- ${label} --`);
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = await startServer(dbEnv, port);
  try {
    const ids = (await request(port, signed('catalog.search', { page_size: '50' })).then((r) => r.json())) as { message: { data: Array<{ id: number }> } };
    const productIds = ids.message.data.map((p) => p.id);
    const searchReq = (i: number) => signed('catalog.search', { keyword: KEYWORDS[i % KEYWORDS.length]! });
    const detailReq = (i: number) => signed('product.get', { id: String(productIds[i % productIds.length]) });
    // Warm up: every distinct request once (fills the answer cache when it is on), then the JIT.
    for (let i = 0; i < KEYWORDS.length; i++) await request(port, searchReq(i));
    for (let i = 0; i < productIds.length; i++) await request(port, detailReq(i));
    await runLoad({ port, connections: 10, seconds: 2, request: searchReq });
    await runLoad({ port, connections: 10, seconds: 1, request: detailReq });
    const search = await runLoad({ port, connections: CONNECTIONS, seconds, request: searchReq });
    const detail = await runLoad({ port, connections: CONNECTIONS, seconds, request: detailReq });
    let tail: LoadResult | undefined;
    let mix: SearchQuery[] = [];
    if (longTail) {
      mix = searchMix(await tailSources(port), TAIL_QUERIES);
      const tailReq = (i: number) => signed('catalog.search', mix[i % mix.length]!);
      // One pass over the mix warms the database's pages as a running server's would be; it stays uncached.
      await runLoad({ port, connections: TAIL_USERS, seconds: 2, request: tailReq });
      tail = await runLoad({ port, connections: TAIL_USERS, seconds: tailSeconds, request: (i) => tailReq(i + 997) });
    }

    // The same bytes from a bare http server, in its own process like the app.
    const bodies = {
      search: await request(port, searchReq(0)).then((r) => r.text()),
      detail: await request(port, detailReq(0)).then((r) => r.text()),
    };
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const bare = await startBareServer(root, { '/search': { headers: json, body: bodies.search }, '/detail': { headers: json, body: bodies.detail } });
    await runLoad({ port: bare.port, connections: 10, seconds: 1, request: () => ({ path: '/search' }) });
    const bareSearch = await runLoad({ port: bare.port, connections: CONNECTIONS, seconds, request: () => ({ path: '/search' }) });
    const bareDetail = await runLoad({ port: bare.port, connections: CONNECTIONS, seconds, request: () => ({ path: '/detail' }) });
    bare.stop();

    console.log(`${CONNECTIONS} connections, ${seconds} s each (search rotates ${KEYWORDS.length} keywords incl. a typo, Vietnamese and Chinese)`);
    console.log(row('catalog.search', search));
    console.log(row('  bare http, same bytes', bareSearch));
    console.log(`  ratio app/bare req/s: ${(search.rps / bareSearch.rps).toFixed(3)}`);
    console.log(row('product.get', detail));
    console.log(row('  bare http, same bytes', bareDetail));
    console.log(`  ratio app/bare req/s: ${(detail.rps / bareDetail.rps).toFixed(3)}`);
    if (tail) {
      console.log(`long tail: ${TAIL_USERS} users, ${mix.length} distinct searches, ${tailSeconds} s`);
      console.log(row('catalog.search long tail', tail));
    }
    return { search, detail, tail };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

/** Gzip size of the JavaScript a page loads at first (module scripts and preloads in its HTML). */
async function jsWeight(dbEnv: Record<string, string>) {
  const port = 3990 + Math.floor(Math.random() * 9);
  const server = await startServer(dbEnv, port);
  try {
    const search = await fetch(`http://127.0.0.1:${port}/search?keyword=coffee`).then((r) => r.text());
    const productId = /href="\/product\/(\d+)"/.exec(search)?.[1];
    const supplierId = /href="\/supplier\/(SUP\d+)"/.exec(search)?.[1];
    console.log('\n== JavaScript and CSS per public page (gzip) ==');
    // e2e/page-weight.spec.ts checks every light route against the goal, from the build's manifest.
    const pages = [['home /', '/'], ['product /product/{id}', `/product/${productId}`], ['search /search', '/search?keyword=coffee'], ['supplier /supplier/{id}', `/supplier/${supplierId}`]];
    for (const [label, url] of pages) {
      const html = await fetch(`http://127.0.0.1:${port}${url}`).then((r) => r.text());
      console.log(weightLine(label!, weigh(path.join(root, 'apps/web/build/client'), htmlAssets(html))));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

// --only catalog|pages|chat|agent|response|analytics|cluster runs one part; by default all but the cluster run, which needs
// CLUSTER_DATABASE_URL (its schema is reset), CLUSTER_REDIS_URL and haproxy (`--only cluster`).
const only = arg('only');
const runs = (part: string) => only === undefined || only === part;
const benchDir = path.join(root, '.tmp', `bench-pglite-${products}`);
if (!noJs && (runs('catalog') || runs('pages') || runs('analytics'))) spawnSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], { cwd: root, stdio: 'inherit' });
if (runs('catalog')) {
  if (!skipPglite) await measure('PGlite (embedded)', { DATA_DIR: benchDir, DATABASE_URL: '' });
  if (postgres) await ensureDatabase(postgres);
  if (postgres) await measure('PostgreSQL', { DATABASE_URL: postgres, DATA_DIR: path.join(root, '.tmp', 'bench-pg-data') });
  if (growth) await measureGrowth(growth);
  // The weights are read from the PGlite data set's pages, so they need it.
  if (!noJs && !skipPglite) await jsWeight({ DATA_DIR: benchDir, DATABASE_URL: '' });
  const load = os.loadavg().map((l) => l.toFixed(2)).join(', ');
  console.log(`\n== Goals (issue 19, uncached paths; load average now ${load}: figures from a busy machine mean little) ==`);
  for (const line of goals) console.log(line);
  if (growthRows.length) {
    console.log(`\nUncached search on PostgreSQL as the catalog grows (long tail, ${TAIL_USERS} users; product.get at ${CONNECTIONS} connections):`);
    console.log('|  products |  search p50 / p95 / p99   |  search | product.get |');
    console.log('|----------:|--------------------------:|--------:|------------:|');
    for (const line of growthRows) console.log(line);
  }
}
// The server-rendered guest pages (issue 19): HTML size, uncached render CPU, cached throughput next
// to a bare server sending the same bytes. On the catalog's data sets (seeded by the catalog part).
if (runs('pages') && !noJs) {
  if (!skipPglite) {
    if (only === 'pages') seed({ DATA_DIR: benchDir, DATABASE_URL: '' });
    await runPagesBench({ root, label: `PGlite, ${fmt(products)} products`, dbEnv: { DATA_DIR: benchDir, DATABASE_URL: '' }, seconds });
  }
  if (postgres) {
    if (only === 'pages') seed({ DATABASE_URL: postgres, DATA_DIR: path.join(root, '.tmp', 'bench-pg-data') });
    await runPagesBench({ root, label: `PostgreSQL, ${fmt(products)} products`, dbEnv: { DATABASE_URL: postgres, DATA_DIR: path.join(root, '.tmp', 'bench-pg-data') }, seconds });
  }
}
if (runs('chat')) await runChatBench({ root, seconds: Number(arg('chat-seconds') ?? 20), postgres, redis: arg('redis') });
// The AI agent's built-in assistant (issue 22): first streamed token, alone and 50 at once.
if (runs('agent')) await runAgentBench({ root });
// The suppliers' response figures (decision 033): the report's reads, the job's pass, the search filter.
if (runs('response')) await runResponseBench({ postgres, skipPglite });
// Analytics (issue 21): the supplier report over a million events, and recording's cost to a page.
if (runs('analytics')) await runAnalyticsBench({ root, seconds, postgres, skipPglite, noJs });
// Two processes behind HAProxy on PostgreSQL, Redis and s3rver: 500 connections for 60 s (issue 19).
if (only === 'cluster') {
  console.log('\n== Two processes behind HAProxy: 500 connections, 60 s, pages and API mixed ==');
  await runClusterBench({ seconds: Number(arg('cluster-seconds') ?? 60) });
}
