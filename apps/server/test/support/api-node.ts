import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ApiNode {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no graceful close, in-flight work is lost (what the failover test simulates). */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts `scripts/bench/api-node.ts` on a port and waits for its health check. */
export async function startApiNode(port: number, env: Record<string, string>): Promise<ApiNode> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/api-node.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: '0', SMTP_URL: '', HOST: '127.0.0.1', PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`api node on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
