import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The server in a process of its own (as deployed), on this Node (24, from node_modules/.bin).
 * `entry`: scripts/bench/api-node.ts serves the API without the web renderer (no build needed).
 */
export async function startServer(root: string, env: Record<string, string | undefined>, port: number, entry = 'apps/server/src/server.ts'): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', REDIS_URL: '', SMTP_URL: '', SEED_DEMO: '0', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 1500; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process (MB), from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** A fixed answer of the bare server: its headers and body. */
export interface BareResponse {
  headers?: Record<string, string>;
  body: string | Buffer;
}

/**
 * A bare Node http server (bare-bytes-server.ts) in its own process, answering fixed bytes by path:
 * the floor the app is compared against. Resolves with its port and a stop function.
 */
export async function startBareServer(root: string, responses: Record<string, BareResponse>): Promise<{ port: number; stop: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-bench-'));
  const file = path.join(dir, 'responses.json');
  const encoded = Object.fromEntries(Object.entries(responses).map(([p, r]) => [p, { headers: r.headers ?? {}, body: Buffer.from(r.body).toString('base64') }]));
  fs.writeFileSync(file, JSON.stringify(encoded));
  const bare = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench/bare-bytes-server.ts'), file], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = Number(await new Promise<string>((resolve) => bare.stdout!.once('data', (d) => resolve(String(d).trim()))));
  return {
    port,
    stop: () => {
      bare.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
