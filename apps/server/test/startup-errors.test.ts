import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The server as an operator starts it (its own process): a start-up failure the operator can fix
 * prints one clear line, no stack trace, and exits non-zero; a data folder left locked by a killed
 * process does not block the next start.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const server = path.join(root, 'apps/server/src/server.ts');
const STACK_LINE = /^\s+at /m;

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-startup-'));
  tempDirs.push(dir);
  return dir;
};
const started: ChildProcess[] = [];
const cleanups: Array<() => void> = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups) cleanup();
  // An embedded database is some 40 MB.
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The environment of a development start: no demo seed, a scratch data folder, loopback only. */
const baseEnv = (overrides: Record<string, string>) => {
  const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'development', SEED_DEMO: '0', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: tempDir(), ...overrides };
  // The runner's own variables must not leak in (TEST_DATABASE_URL is not DATABASE_URL, but be sure).
  if (!('DATABASE_URL' in overrides)) delete env.DATABASE_URL;
  return env;
};

function spawnServer(args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  return { child, output: () => output };
}

/** Starts server.ts expecting it to fail: its exit code, output and time taken. */
// Generous for a loaded CI machine: a start that fails as it should takes 2-12 s here.
async function failedStart(env: Record<string, string | undefined>, args: string[] = [], limitMillis = 90_000) {
  const start = performance.now();
  const { child, output } = spawnServer([server, ...args], env);
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, limitMillis);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, output: output(), millis: performance.now() - start };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitUntilHealthy(port: number, isAlive: () => boolean, limitMillis = 60_000) {
  const start = performance.now();
  while (performance.now() - start < limitMillis) {
    if (!isAlive()) throw new Error('the server exited');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return performance.now() - start;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no healthy server on ${port} within ${limitMillis} ms`);
}

describe.concurrent('a start-up failure prints one clear line and exits non-zero', { timeout: 120_000 }, () => {
  it('when PostgreSQL refuses connections (and never shows the password)', async () => {
    const result = await failedStart(baseEnv({ DATABASE_URL: 'postgres://postgres:s3cret-pw@127.0.0.1:1/x' }));
    expect(result.code, result.output).not.toBe(0);
    expect(result.code, result.output).not.toBeNull();
    expect(result.output).toContain('Cannot reach the database at 127.0.0.1:1 (ECONNREFUSED): check DATABASE_URL');
    expect(result.output).not.toMatch(STACK_LINE);
    expect(result.output).not.toContain('s3cret-pw');
  });

  it('when PostgreSQL accepts connections but never answers', async () => {
    // A server that takes the connection and stays silent, like a frozen database.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const result = await failedStart(baseEnv({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/x` }));
      expect(result.code, result.output).not.toBe(0);
      expect(result.code, result.output).not.toBeNull();
      expect(result.output).toMatch(new RegExp(`Cannot reach the database at 127\\.0\\.0\\.1:${port} \\(no answer within \\d+ s\\)`));
      expect(result.output).not.toMatch(STACK_LINE);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('when the object storage cannot be reached (said as storage, not as the database)', async () => {
    // The embedded database and the demo seed, whose product photos go to a store that is not there.
    const port = await freePort();
    const result = await failedStart(
      baseEnv({ SEED_DEMO: '1', S3_BUCKET: 'tl-photos', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret-key-value' }),
    );
    expect(result.code, result.output).not.toBe(0);
    expect(result.code, result.output).not.toBeNull();
    expect(result.output).toContain(`Cannot use the object storage at 127.0.0.1:${port}, bucket tl-photos (ECONNREFUSED): check S3_ENDPOINT`);
    expect(result.output).not.toContain('database');
    expect(result.output).not.toMatch(STACK_LINE);
    expect(result.output).not.toContain('secret-key-value');
  });

  it('when the environment is invalid', async () => {
    const result = await failedStart(baseEnv({ PORT: 'not-a-port' }));
    expect(result.code, result.output).toBe(1);
    expect(result.output).toMatch(/Invalid environment:\n\s+PORT: /);
    expect(result.output).not.toMatch(STACK_LINE);
  });

  it('when another process holds the data folder', async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'tradelink.lock'), '1'); // pid 1 is always alive
    const result = await failedStart(baseEnv({ DATA_DIR: dataDir }));
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain(`The data folder ${dataDir} is already used by another Tradelink process (pid 1)`);
    expect(result.output).toContain('The embedded database (PGlite) serves one process only');
    expect(result.output).not.toMatch(STACK_LINE);
  });
});

describe.skipIf(!fs.existsSync('/proc/self/stat'))('with the embedded database', () => {
  it('reports a port in use in one line, and releases the data folder', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    const dataDir = tempDir();
    try {
      // --dev: the production web renderer needs a build, which API tests do not make.
      const result = await failedStart(baseEnv({ PORT: String(port), DATA_DIR: dataDir }), ['--dev'], 60_000);
      expect(result.code, result.output).toBe(1);
      expect(result.output).toContain(`Port ${port} on 127.0.0.1 is already in use (EADDRINUSE)`);
      expect(result.output).not.toMatch(STACK_LINE);
      expect(fs.existsSync(path.join(dataDir, 'tradelink.lock'))).toBe(false);
      console.info(`port in use reported in ${Math.round(result.millis)} ms`);
    } finally {
      taken.close();
    }
  }, 70_000);

  it('starts at once after the previous server was killed with -9 and not yet reaped', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const env = baseEnv({ DATA_DIR: dataDir, PORT: String(port) });
    // The API server (boot() as server.ts runs it, without the web renderer) under a parent that
    // never reaps its children, as npm or a shell may not yet have: once killed, it stays a zombie.
    const api = path.join(root, 'scripts/bench/api-node.ts');
    const parent = spawn('sh', ['-c', `"${process.execPath}" --import tsx "${api}" & echo $!; exec sleep 120`], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    started.push(parent);
    const pid = await new Promise<number>((resolve) => parent.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim()))));
    cleanups.push(() => {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    });
    const firstStart = await waitUntilHealthy(port, () => parent.exitCode === null);

    process.kill(pid, 'SIGKILL');
    const stat = () => fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    for (let i = 0; i < 100 && !/\) Z /.test(stat()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(stat()).toMatch(/\) Z /); // killed, not reaped: `kill(pid, 0)` still succeeds
    expect(fs.existsSync(path.join(dataDir, 'tradelink.lock'))).toBe(true);

    const restart = spawnServer([api], env);
    const secondStart = await waitUntilHealthy(port, () => restart.child.exitCode === null).catch((error: Error) => {
      throw new Error(`${error.message}\n${restart.output()}`);
    });
    console.info(`first start ${Math.round(firstStart)} ms, restart after kill -9 ${Math.round(secondStart)} ms`);
    const exited = new Promise((resolve) => restart.child.once('exit', resolve));
    restart.child.kill('SIGTERM');
    await exited;
    parent.kill('SIGKILL'); // the zombie goes to init, which reaps it
  }, 90_000);
});
