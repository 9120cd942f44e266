import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createClient } from 'redis';
import { startTestS3, type TestS3 } from '../test/support/s3-server.ts';

// Several production-mode server processes on PostgreSQL, Redis and an S3-compatible store (s3rver),
// behind HAProxy started with the checked-in deploy/haproxy.cfg. Used by the cluster test and the
// cluster load run (scripts/bench/cluster-bench.ts).

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const HAPROXY_CONFIG = path.join(root, 'deploy/haproxy.cfg');

export interface ClusterSettings {
  databaseUrl: string;
  redisUrl: string;
}

/** Where the cluster runs: CLUSTER_* or else the API suite's TEST_* variables. */
export function clusterSettings(): Partial<ClusterSettings> {
  return {
    databaseUrl: process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    redisUrl: process.env.CLUSTER_REDIS_URL ?? process.env.TEST_REDIS_URL,
  };
}

/** Why the cluster cannot run here (a line for the skip message), or null when it can. */
export async function missingForCluster(settings: Partial<ClusterSettings>): Promise<string | null> {
  if (spawnSync('haproxy', ['-v']).status !== 0) return 'haproxy is not installed (apt-get install haproxy)';
  if (!settings.databaseUrl) return 'no PostgreSQL: set CLUSTER_DATABASE_URL or TEST_DATABASE_URL (its schema is dropped and recreated)';
  if (!settings.redisUrl) return 'no Redis: set CLUSTER_REDIS_URL or TEST_REDIS_URL';
  const client = new pg.Client({ connectionString: settings.databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    return `PostgreSQL at ${settings.databaseUrl} does not answer (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
  const redis = createClient({ url: settings.redisUrl, socket: { connectTimeout: 3000, reconnectStrategy: false } });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis at ${settings.redisUrl} does not answer (${(error as Error).message})`;
  } finally {
    await redis.quit().catch(() => {});
  }
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Drops and recreates the database's schema: the processes migrate and seed it at their start. */
async function resetSchema(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

export interface AppProcess {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
  /** The process's resident memory in MB (from /proc), or NaN once it is gone. */
  rssMb(): number;
}

export interface Cluster {
  proxyUrl: string;
  proxyPort: number;
  apps: AppProcess[];
  s3: TestS3;
  /** The demo accounts' password (a fresh strong one per run: production refuses the public one). */
  demoPassword: string;
  sessionSecret: string;
  databaseUrl: string;
  /** Seconds from spawning the processes until the proxy saw every one of them ready. */
  startSeconds: number;
  /** SIGKILL: no graceful close (what a crashed machine does). */
  kill(app: AppProcess): Promise<void>;
  stop(): Promise<void>;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number, child?: ChildProcess) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited with ${child.exitCode}`);
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
}

function rssOf(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * Starts `processes` server processes at the same moment on a freshly reset database (so they
 * migrate and seed it together, as a new deployment's machines would), an s3rver bucket and HAProxy
 * with deploy/haproxy.cfg, and waits until the proxy has every process in its rotation.
 */
export async function startCluster(settings: ClusterSettings, options: { log?: (line: string) => void; extraEnv?: Record<string, string>; /** Do not show the processes' own output (the load run). */ quiet?: boolean } = {}): Promise<Cluster> {
  const log = options.log ?? (() => {});
  spawnSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], { cwd: root, stdio: 'inherit' });
  await resetSchema(settings.databaseUrl);
  const s3 = await startTestS3();
  const proxyPort = await freePort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const sessionSecret = crypto.randomBytes(36).toString('base64');
  const demoPassword = `Demo-${crypto.randomBytes(9).toString('base64url')}`;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-cluster-'));
  const apps: AppProcess[] = [];
  let haproxy: ChildProcess | undefined;
  let haproxyExited: Promise<unknown> = Promise.resolve();

  const stopAll = async () => {
    haproxy?.kill('SIGTERM');
    await haproxyExited;
    await Promise.all(
      apps.map(async (app) => {
        if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGTERM');
        const forced = setTimeout(() => app.child.kill('SIGKILL'), 10_000);
        await app.exited;
        clearTimeout(forced);
      }),
    );
    await s3.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  };

  try {
    const started = performance.now();
    // One bucket prefix for the deployment: every process must find every file.
    const s3Prefix = `cluster-${Date.now()}`;
    for (const name of ['app1', 'app2']) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          APP_URL: proxyUrl,
          DATABASE_URL: settings.databaseUrl,
          REDIS_URL: settings.redisUrl,
          SESSION_SECRET: sessionSecret,
          SEED_DEMO: '1',
          DEMO_PASSWORD: demoPassword,
          // The test's clients stand for visitors behind the proxy: each picks its address in
          // X-Forwarded-For, which only a trusted (loopback) proxy may pass on.
          TRUST_PROXY: 'loopback',
          DATA_DIR: path.join(scratch, name),
          LOG_LEVEL: 'warn',
          SMTP_URL: '',
          ...s3.env,
          S3_PREFIX: s3Prefix,
          ...options.extraEnv,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // Log lines (warnings and errors at LOG_LEVEL=warn) are shown, but for the expected SMTP_URL warning.
      for (const stream of [child.stdout!, child.stderr!]) {
        stream.on('data', (d: Buffer) => {
          if (options.quiet) return;
          for (const line of String(d).split('\n')) if (line.trim() && !/SMTP_URL is not set/.test(line)) process.stderr.write(`[${name}] ${line.slice(0, 600)}\n`);
        });
      }
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      apps.push({ name, port, url: `http://127.0.0.1:${port}`, child, exited, rssMb: () => rssOf(child.pid) });
    }
    for (const app of apps) await waitFor(async () => (await fetch(`${app.url}/readyz`)).ok, `${app.name} on port ${app.port}`, 200_000, app.child);
    log(`both processes ready (migrated and seeded together) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    haproxy = spawn('haproxy', ['-f', HAPROXY_CONFIG, '-db'], {
      env: { ...process.env, TL_PROXY_BIND: `127.0.0.1:${proxyPort}`, TL_APP1: `127.0.0.1:${apps[0]!.port}`, TL_APP2: `127.0.0.1:${apps[1]!.port}` },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const proxyProcess = haproxy;
    haproxyExited = new Promise((resolve) => proxyProcess.once('exit', resolve));
    haproxy.stderr!.on('data', (d: Buffer) => {
      const text = String(d);
      // HAProxy reports servers going up and down on stderr: the failover test causes that on purpose.
      if (!/is (UP|DOWN)|Server app|backend .* has no server available|Proxy .* started|Loading success/.test(text)) process.stderr.write(`[haproxy] ${text}`);
    });
    const backends = new Set<string>();
    await waitFor(
      async () => {
        const res = await fetch(`${proxyUrl}/readyz`);
        const backend = res.headers.get('x-tradelink-backend');
        if (res.ok && backend) backends.add(backend);
        return backends.size === apps.length;
      },
      'haproxy with both processes in rotation',
      30_000,
      haproxy,
    );
    const startSeconds = (performance.now() - started) / 1000;
    return {
      proxyUrl,
      proxyPort,
      apps,
      s3,
      demoPassword,
      sessionSecret,
      databaseUrl: settings.databaseUrl,
      startSeconds,
      async kill(app) {
        app.child.kill('SIGKILL');
        await app.exited;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
