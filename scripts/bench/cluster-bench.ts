// The load run of issue 19 on the multi-process setup: two production processes behind HAProxy
// (deploy/haproxy.cfg) on PostgreSQL, Redis and an s3rver bucket, the same setup as the cluster test
// (apps/server/test-cluster/cluster.ts). 500 keep-alive connections for 60 s, pages and signed API
// calls mixed, each connection a visitor with its own address. Prints error and timeout rate, p50 /
// p95 / p99, the processes' RSS (just started, at the start of the run after a warm-up pass, at peak
// and after), each next to its goal, and the machine load. Run alone:
//   CLUSTER_DATABASE_URL=postgres://... CLUSTER_REDIS_URL=redis://... node --import tsx scripts/bench/cluster-bench.ts [--connections N] [--seconds S]
// (TEST_DATABASE_URL / TEST_REDIS_URL work too; the database's schema is dropped and recreated.)
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { callPath } from '@tradelink/shared/api/paths';
import { DEFAULT_SIGNING_KEY } from '@tradelink/shared/api/signing';
import { signedHeaders } from '@tradelink/shared/api/signing-node';
import { clusterSettings, missingForCluster, startCluster, type Cluster, type ClusterSettings } from '../../apps/server/test-cluster/cluster.ts';

export const CLUSTER_GOALS = { errorRate: 0.001, p99Ms: 2000, rssGrowth: 0.2 } as const;
/** A request without an answer in this time counts as a timeout (and is abandoned). */
const TIMEOUT_MS = 10_000;
const KEYWORDS = ['stainless steel', 'coffee', 'ca phe', '不锈钢', 'rice', 'bamboo furniture', 'solar panel', 'cashew', 'led light'];

export interface ClusterBenchResult {
  connections: number;
  seconds: number;
  requests: number;
  errors: number;
  timeouts: number;
  errorRate: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  byKind: Record<string, { requests: number; failed: number; p99: number }>;
  rssMb: { cold: number[]; before: number[]; peak: number[]; after: number[] };
  load: { before: string; after: string; cpus: number };
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN);
const uptime = () => os.loadavg().map((l) => l.toFixed(2)).join(', ');

function signed(call: string, query: Record<string, string>) {
  const params = Object.entries(query);
  const pathname = callPath(call);
  return {
    path: `${pathname}?${new URLSearchParams(params).toString().replace(/\+/g, '%20')}`,
    headers: signedHeaders(DEFAULT_SIGNING_KEY, { method: 'GET', path: pathname, body: '', params }) as Record<string, string>,
  };
}

/** The i-th request of the mix: 40% pages (home, search, product), 60% signed API calls. */
function requestOf(i: number, productIds: number[]): { kind: string; path: string; headers: Record<string, string> } {
  const keyword = KEYWORDS[i % KEYWORDS.length]!;
  const product = String(productIds[i % productIds.length]);
  switch (i % 10) {
    case 0:
      return { kind: 'page /', path: '/', headers: {} };
    case 1:
      return { kind: 'page /search', path: `/search?keyword=${encodeURIComponent(keyword)}`, headers: {} };
    case 2:
    case 3:
      return { kind: 'page /product', path: `/product/${product}`, headers: {} };
    case 4:
    case 5:
    case 6:
      return { kind: 'api catalog.search', ...signed('catalog.search', { keyword }) };
    default:
      return { kind: 'api product.get', ...signed('product.get', { id: product }) };
  }
}

interface Pass {
  seconds: number;
  latencies: number[];
  kinds: Map<string, { requests: number; failed: number; latencies: number[] }>;
  errors: number;
  timeouts: number;
}

/** `connections` visitors, each with its own address, sending the mix until `seconds` have passed. */
async function drive(cluster: Cluster, productIds: number[], connections: number, seconds: number): Promise<Pass> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const pass: Pass = { seconds: 0, latencies: [], kinds: new Map(), errors: 0, timeouts: 0 };
  let counter = 0;
  const end = performance.now() + seconds * 1000;
  const one = (i: number, ip: string) =>
    new Promise<void>((resolve) => {
      const { kind, path, headers } = requestOf(i, productIds);
      const stats = pass.kinds.get(kind) ?? { requests: 0, failed: 0, latencies: [] };
      pass.kinds.set(kind, stats);
      stats.requests++;
      const start = performance.now();
      let settled = false;
      const done = (outcome: 'ok' | 'error' | 'timeout') => {
        if (settled) return;
        settled = true;
        if (outcome === 'ok') {
          const ms = performance.now() - start;
          pass.latencies.push(ms);
          stats.latencies.push(ms);
        } else {
          stats.failed++;
          if (outcome === 'timeout') pass.timeouts++;
          else pass.errors++;
        }
        resolve();
      };
      const req = http.get({ host: '127.0.0.1', port: cluster.proxyPort, path, headers: { ...headers, 'x-forwarded-for': ip, 'accept-encoding': 'br, gzip' }, agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () => done(res.statusCode === 200 ? 'ok' : 'error'));
        res.on('error', () => done('error'));
      });
      req.setTimeout(TIMEOUT_MS, () => {
        done('timeout');
        req.destroy();
      });
      req.on('error', () => done('error'));
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      const ip = `198.51.${100 + (c % 100)}.${1 + Math.floor(c / 100)}`;
      while (performance.now() < end) await one(counter++, ip);
    }),
  );
  pass.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return pass;
}

/**
 * How long a process is left alone after a load before its memory is read. V8's memory reducer
 * starts about 8 s after allocation slows and may take several collections to give the young
 * generation back; 30 s lets it finish, 15 s read it half the time before and half after.
 */
const SETTLE_MS = 30_000;
/** The warm-up pass before "start" is read: long enough for a process to compile its hot paths and fill its pools. */
const WARM_UP_SECONDS = 15;

/** Runs the load against a started cluster. */
export async function loadCluster(cluster: Cluster, options: { connections: number; seconds: number; log?: (line: string) => void }): Promise<ClusterBenchResult> {
  const log = options.log ?? console.log;
  const search = signed('catalog.search', { page_size: '50' });
  const listed = (await fetch(`${cluster.proxyUrl}${search.path}`, { headers: search.headers }).then((r) => r.json())) as { message: { data: Array<{ id: number }> } };
  const productIds = listed.message.data.map((p) => p.id);
  if (!productIds.length) throw new Error('no products to load');
  // Every distinct request once per process: the memory of a process that has just started.
  for (let i = 0; i < 40; i++) {
    const r = requestOf(i, productIds);
    await fetch(`${cluster.proxyUrl}${r.path}`, { headers: r.headers }).then((res) => res.arrayBuffer());
  }
  const rss = () => cluster.apps.map((a) => Math.round(a.rssMb()));
  const cold = rss();
  // Then a short pass of the same load, and a rest: "start" is a process that has served traffic
  // (its JIT code, pools, lazily loaded modules and young generation in place), so the figure after
  // the load shows what the load itself left behind. The cold figure is printed beside it.
  await drive(cluster, productIds, options.connections, WARM_UP_SECONDS);
  await new Promise((r) => setTimeout(r, SETTLE_MS / 2));
  const loadBefore = uptime();
  const before = rss();
  const peak = [...before];
  const sampler = setInterval(() => rss().forEach((v, i) => (peak[i] = Math.max(peak[i]!, v))), 1000);
  log(`load: ${options.connections} connections for ${options.seconds} s through HAProxy, load average before ${loadBefore} (${os.cpus().length} CPUs)`);
  const pass = await drive(cluster, productIds, options.connections, options.seconds);
  const loadAfter = uptime();
  // Memory after the load: what the processes keep once it is over.
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  clearInterval(sampler);
  const after = rss();
  const { latencies, errors, timeouts, seconds } = pass;
  latencies.sort((a, b) => a - b);
  const total = latencies.length + errors + timeouts;
  const byKind: ClusterBenchResult['byKind'] = {};
  for (const [kind, s] of pass.kinds) byKind[kind] = { requests: s.requests, failed: s.failed, p99: percentile(s.latencies.sort((a, b) => a - b), 99) };
  return {
    connections: options.connections,
    seconds,
    requests: total,
    errors,
    timeouts,
    errorRate: total ? (errors + timeouts) / total : 0,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    byKind,
    rssMb: { cold, before, peak, after },
    load: { before: loadBefore, after: loadAfter, cpus: os.cpus().length },
  };
}

export function reportLines(r: ClusterBenchResult): string[] {
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const growth = r.rssMb.after.map((a, i) => a / r.rssMb.before[i]! - 1);
  const sinceCold = r.rssMb.after.map((a, i) => a / r.rssMb.cold[i]! - 1);
  const pct = (g: number) => `${g >= 0 ? '+' : ''}${(g * 100).toFixed(0)}%`;
  return [
    `== cluster: 2 processes behind HAProxy, ${r.connections} connections, ${r.seconds.toFixed(0)} s (pages 40%, signed API 60%) ==`,
    `requests ${r.requests}, ${r.rps.toFixed(0)} answered/s; errors ${r.errors}, timeouts (>${TIMEOUT_MS / 1000} s) ${r.timeouts}: ${(r.errorRate * 100).toFixed(3)}%   goal < ${CLUSTER_GOALS.errorRate * 100}%: ${mark(r.errorRate < CLUSTER_GOALS.errorRate)}`,
    `latency p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms   goal p99 < ${CLUSTER_GOALS.p99Ms} ms: ${mark(r.p99 < CLUSTER_GOALS.p99Ms)}`,
    ...Object.entries(r.byKind).map(([kind, s]) => `  ${kind.padEnd(20)} ${String(s.requests).padStart(7)} requests, ${String(s.failed).padStart(6)} failed, p99 ${s.p99.toFixed(0)} ms`),
    `RSS MB per process: just started ${r.rssMb.cold.join(' / ')}, start (after a ${WARM_UP_SECONDS} s warm-up pass) ${r.rssMb.before.join(' / ')}, peak ${r.rssMb.peak.join(' / ')}, ${SETTLE_MS / 1000} s after ${r.rssMb.after.join(' / ')} (${growth.map(pct).join(' / ')}; ${sinceCold.map(pct).join(' / ')} since just started)   goal within ${CLUSTER_GOALS.rssGrowth * 100}%: ${mark(growth.every((g) => g <= CLUSTER_GOALS.rssGrowth))}`,
    `machine: ${r.load.cpus} CPUs, load average before ${r.load.before}, after ${r.load.after} (the load generator, HAProxy, PostgreSQL and Redis share them)`,
  ];
}

/** Starts the cluster, runs the load, stops everything; prints and returns the figures. */
export async function runClusterBench(options: { settings?: ClusterSettings; connections?: number; seconds?: number; log?: (line: string) => void } = {}): Promise<ClusterBenchResult | null> {
  const log = options.log ?? console.log;
  const settings = options.settings ?? (clusterSettings() as ClusterSettings);
  const missing = await missingForCluster(settings);
  if (missing) {
    log(`cluster bench skipped: ${missing}`);
    return null;
  }
  const cluster = await startCluster(settings, { log, quiet: true });
  try {
    log(`cluster up in ${cluster.startSeconds.toFixed(1)} s: proxy ${cluster.proxyUrl}`);
    const result = await loadCluster(cluster, { connections: options.connections ?? 500, seconds: options.seconds ?? 60, log });
    for (const line of reportLines(result)) log(line);
    return result;
  } finally {
    await cluster.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > -1 ? Number(process.argv[i + 1]) : undefined;
  };
  await runClusterBench({ connections: arg('connections'), seconds: arg('seconds') });
  process.exit(0);
}
