import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the real marketplace (built bundle, fresh embedded database with demo data) for the browser tests. */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..');
  // @ts-expect-error plain ESM script without types
  const { buildIfStale } = await import('../scripts/build-if-stale.mjs');
  buildIfStale();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradelink-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    // Every browser context sends its own X-Forwarded-For (fixtures.ts), as visitors behind a proxy:
    // the server believes it from loopback only, as a deployment behind one local proxy would.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: baseUrl, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', TRUST_PROXY: 'loopback' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A fresh data folder is seeded first: 30-40 s on a quiet machine, minutes on a loaded one.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Stopped, not left running after the run ends.
      server.kill('SIGKILL');
      throw new Error('server did not become healthy');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  // The server is this process's Node (process.execPath): npm runs Vitest on the Node 24 of node_modules/.bin.
  console.log(`Browser tests: the marketplace on ${baseUrl} (Node ${process.version})`);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
