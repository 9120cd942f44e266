// `npm run bench [-- --products N] [-- --postgres URL] [-- --redis URL] [-- --seconds S] [-- --only catalog|chat] [-- --chat-seconds S]
//   [-- --skip-pglite] [-- --no-js]`
// Seeds N products (default 100,000) into a scratch database, starts the server in its own process,
// and prints for catalog.search and product.get: requests/s and p50/p95/p99 latency under 50
// concurrent connections, next to a bare Node http server answering the same bytes. Then prints
// the gzip size of the JavaScript the home and product pages load. `--skip-pglite` measures
// PostgreSQL only (seeding a million products into PGlite is slow and large); `--no-js` neither
// builds the web bundle nor weighs it (the server then serves whatever build is there).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { callPath } from '@tradelink/shared/api/paths';
import { DEFAULT_SIGNING_KEY } from '@tradelink/shared/api/signing';
import { signedHeaders } from '@tradelink/shared/api/signing-node';
import { runLoad, type LoadResult } from './load.ts';
import { runChatBench } from './chat-bench.ts';
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
const CONNECTIONS = 50;
const KEYWORDS = ['stainless steel', 'coffee', 'ca phe', '不锈钢', 'rice', 'bamboo furniture', 'stainles steel', 'solar panel', 'cashew', 'led light'];

function env(extra: Record<string, string>) {
  return { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: '1', REDIS_URL: '', SMTP_URL: '', ...extra };
}

function seed(dbEnv: Record<string, string>) {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/seed/seed-cli.ts', '--products', String(products)], {
    cwd: root,
    env: env(dbEnv),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('seed failed');
  return (Date.now() - started) / 1000;
}

async function startServer(dbEnv: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: env({ ...dbEnv, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '0' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
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

async function measure(kind: string, dbEnv: Record<string, string>) {
  console.log(`\n== ${kind}: ${products.toLocaleString('en')} products ==`);
  console.log(`seeding (reused when already seeded): ${seed(dbEnv).toFixed(1)} s`);
  await measureServer('answer cache on (the default)', dbEnv);
  // The same load with the in-process answer cache off: every request runs its SQL.
  await measureServer('answer cache off: every request queries the database', { ...dbEnv, CATALOG_CACHE_TTL_MS: '0' });
}

async function measureServer(label: string, dbEnv: Record<string, string>) {
  console.log(`\n-- ${label} --`);
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = await startServer(dbEnv, port);
  try {
    const ids = (await fetch(`http://127.0.0.1:${port}${signed('catalog.search', { page_size: '50' }).path}`, { headers: signed('catalog.search', { page_size: '50' }).headers })
      .then((r) => r.json())) as { message: { data: Array<{ id: number }> } };
    const productIds = ids.message.data.map((p) => p.id);
    const searchReq = (i: number) => signed('catalog.search', { keyword: KEYWORDS[i % KEYWORDS.length]! });
    const detailReq = (i: number) => signed('product.get', { id: String(productIds[i % productIds.length]) });
    // Warm up: every distinct request once (fills the answer cache when it is on), then the JIT.
    for (let i = 0; i < KEYWORDS.length; i++) await fetch(`http://127.0.0.1:${port}${searchReq(i).path}`, { headers: searchReq(i).headers });
    for (let i = 0; i < productIds.length; i++) await fetch(`http://127.0.0.1:${port}${detailReq(i).path}`, { headers: detailReq(i).headers });
    await runLoad({ port, connections: 10, seconds: 2, request: searchReq });
    await runLoad({ port, connections: 10, seconds: 1, request: detailReq });
    const search = await runLoad({ port, connections: CONNECTIONS, seconds, request: searchReq });
    const detail = await runLoad({ port, connections: CONNECTIONS, seconds, request: detailReq });

    // The same bytes from a bare http server, in its own process like the app.
    const bodies = {
      search: await fetch(`http://127.0.0.1:${port}${searchReq(0).path}`, { headers: searchReq(0).headers }).then((r) => r.text()),
      detail: await fetch(`http://127.0.0.1:${port}${detailReq(0).path}`, { headers: detailReq(0).headers }).then((r) => r.text()),
    };
    const bare = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench/bare-server.ts'), JSON.stringify(bodies)], { stdio: ['ignore', 'pipe', 'inherit'] });
    const barePort = Number(await new Promise<string>((resolve) => bare.stdout!.once('data', (d) => resolve(String(d).trim()))));
    await runLoad({ port: barePort, connections: 10, seconds: 1, request: () => ({ path: '/search' }) });
    const bareSearch = await runLoad({ port: barePort, connections: CONNECTIONS, seconds, request: () => ({ path: '/search' }) });
    const bareDetail = await runLoad({ port: barePort, connections: CONNECTIONS, seconds, request: () => ({ path: '/detail' }) });
    bare.kill();

    console.log(`${CONNECTIONS} connections, ${seconds} s each (search rotates ${KEYWORDS.length} keywords incl. a typo, Vietnamese and Chinese)`);
    console.log(row('catalog.search', search));
    console.log(row('  bare http, same bytes', bareSearch));
    console.log(`  ratio app/bare req/s: ${(search.rps / bareSearch.rps).toFixed(3)}`);
    console.log(row('product.get', detail));
    console.log(row('  bare http, same bytes', bareDetail));
    console.log(`  ratio app/bare req/s: ${(detail.rps / bareDetail.rps).toFixed(3)}`);
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

const only = arg('only');
if (only !== 'chat') {
  const benchDir = path.join(root, '.tmp', `bench-pglite-${products}`);
  if (!noJs) spawnSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], { cwd: root, stdio: 'inherit' });
  if (!skipPglite) await measure('PGlite (embedded)', { DATA_DIR: benchDir, DATABASE_URL: '' });
  if (postgres) await measure('PostgreSQL', { DATABASE_URL: postgres, DATA_DIR: path.join(root, '.tmp', 'bench-pg-data') });
  // The weights are read from the PGlite data set's pages, so they need it.
  if (!noJs && !skipPglite) await jsWeight({ DATA_DIR: benchDir, DATABASE_URL: '' });
}
if (only !== 'catalog') await runChatBench({ root, seconds: Number(arg('chat-seconds') ?? 20), postgres, redis: arg('redis') });
