import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const probe = `
  await import(${JSON.stringify(new URL('./react-production.ts', import.meta.url).pathname)});
  const { createRequire } = await import('node:module');
  const require = createRequire(import.meta.url);
  const loaded = Object.keys(require.cache).map((file) => file.split('/').pop());
  console.log(JSON.stringify({ loaded, nodeEnv: process.env.NODE_ENV ?? null }));
`;

async function run(args: string[], env: Record<string, string>) {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    cwd: new URL('../../', import.meta.url).pathname,
  });
  return JSON.parse(stdout) as { loaded: string[]; nodeEnv: string | null };
}

// Each run starts Node with tsx: seconds on a busy machine.
describe('React for server rendering', { timeout: 60_000 }, () => {
  it('is the production build even when NODE_ENV is not production, and NODE_ENV is left as it was', async () => {
    const unset = await run([], {});
    expect(unset.loaded).toContain('react.production.js');
    expect(unset.loaded).toContain('react-dom-server.node.production.js');
    expect(unset.loaded).not.toContain('react.development.js');
    expect(unset.nodeEnv).toBeNull();
    const test = await run([], { NODE_ENV: 'test' });
    expect(test.loaded).toContain('react.production.js');
    expect(test.nodeEnv).toBe('test');
  });

  it('stays the development build with --dev (Vite, hot reload and its warnings)', async () => {
    const dev = await run(['--', '--dev'], {});
    expect(dev.loaded).not.toContain('react.production.js');
  });
});
