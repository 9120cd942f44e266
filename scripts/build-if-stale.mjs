// Builds the web bundle when it is missing or older than its sources (used by `npm start` and the browser tests).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildStamp = path.join(root, 'apps/web/build/server/index.js');
const sources = ['apps/web/app', 'apps/web/public', 'packages/shared/src', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'package-lock.json'];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIfStale() {
  const built = fs.statSync(buildStamp, { throwIfNoEntry: false });
  const stale = !built || sources.some((s) => newestMtime(path.join(root, s)) > built.mtimeMs);
  if (!stale) return;
  console.log(built ? 'Web sources changed: rebuilding the web bundle…' : 'No web build yet: building the web bundle…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('web build failed');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
