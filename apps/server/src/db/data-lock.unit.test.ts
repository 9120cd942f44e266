import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataLock, DataFolderInUseError } from './data-lock.ts';

const onLinux = fs.existsSync('/proc/self/stat');
const lockFile = (dir: string) => path.join(dir, 'tradelink.lock');
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-lock-'));
  tempDirs.push(dir);
  return dir;
};

/** Fields of /proc/<pid>/stat after the command name: [0] is the state, [19] the start time. */
function stat(pid: number): string[] {
  const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A child process that stays alive until the test ends. */
function liveProcess(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

/**
 * A zombie: `sleep 0.3` exits once its parent (the shell) has become `sleep 30`, which never waits for
 * it, as a process killed with -9 stays until npm or a shell reaps it. (With `sleep 0` the shell
 * itself could reap the child before its exec on a busy machine, and there was no zombie to test.)
 */
async function zombieProcess(): Promise<number> {
  const child = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(child);
  const pid = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (data: Buffer) => resolve(Number(String(data).trim())));
    child.once('error', reject);
  });
  for (let i = 0; i < 300 && stat(pid)[0] !== 'Z'; i++) await new Promise((r) => setTimeout(r, 10));
  expect(stat(pid)[0]).toBe('Z');
  return pid;
}

describe('data folder lock', () => {
  it('refuses a folder held by another live process, with a clear message', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), '1'); // pid 1 is always alive (a lock of an older version: a bare pid)
    expect(() => acquireDataLock(dir)).toThrow(DataFolderInUseError);
    expect(() => acquireDataLock(dir)).toThrow(/already used by another Tradelink process \(pid 1\)/);
    // A second process is told why (PGlite is one process) and what runs several (PostgreSQL, Redis).
    expect(() => acquireDataLock(dir)).toThrow(/PGlite\) serves one process only.*DATABASE_URL.*REDIS_URL.*docs\/deployment\.md/);
  });

  it('takes over a stale lock and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), '999999');
    const release = acquireDataLock(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8').split(' ')[0]).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('does not remove a lock another process took over meanwhile', () => {
    const dir = tempDir();
    const release = acquireDataLock(dir);
    fs.writeFileSync(lockFile(dir), '1');
    release();
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe('1');
  });

  describe.skipIf(!onLinux)('on Linux, by pid and start time', () => {
    it('refuses a folder held by a live process named with its start time', () => {
      const dir = tempDir();
      const pid = liveProcess();
      fs.writeFileSync(lockFile(dir), `${pid} ${stat(pid)[19]}`);
      expect(() => acquireDataLock(dir)).toThrow(new RegExp(`\\(pid ${pid}\\)`));
    });

    it('writes its own start time into the lock', () => {
      const dir = tempDir();
      const release = acquireDataLock(dir);
      expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid} ${stat(process.pid)[19]}`);
      release();
    });

    it('takes over a lock whose process was killed and not yet reaped (a zombie)', async () => {
      const dir = tempDir();
      const pid = await zombieProcess();
      expect(stat(pid)[0]).toBe('Z');
      fs.writeFileSync(lockFile(dir), `${pid} ${stat(pid)[19]}`);
      const release = acquireDataLock(dir);
      release();
      // An older version's lock (a bare pid) held by a zombie is stale too.
      fs.writeFileSync(lockFile(dir), String(pid));
      acquireDataLock(dir)();
    });

    it('takes over a lock whose pid now belongs to another process (pid reused)', () => {
      const dir = tempDir();
      const pid = liveProcess();
      const otherStart = String(Number(stat(pid)[19]) + 1);
      fs.writeFileSync(lockFile(dir), `${pid} ${otherStart}`);
      const release = acquireDataLock(dir);
      expect(fs.readFileSync(lockFile(dir), 'utf8').split(' ')[0]).toBe(String(process.pid));
      release();
    });
  });
});
