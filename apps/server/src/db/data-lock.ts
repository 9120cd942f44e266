import fs from 'node:fs';
import path from 'node:path';

/**
 * One process per embedded data folder: PGlite is single-writer, and a second process on the same
 * files would corrupt them. The lock names its owner, "<pid> <start time>"; a stale lock is taken over.
 *
 * A lock is stale when its process is gone. After a `kill -9` that is not always what `kill(pid, 0)`
 * says: until its parent (npm, a shell) reaps it, the dead process lingers as a zombie that the
 * signal check still finds, and later its pid can be given to an unrelated process. On Linux the
 * owner is therefore identified by pid *and* start time (field 22 of /proc/<pid>/stat), and a zombie
 * counts as gone. Elsewhere, and for a lock written by an older version (a bare pid), the signal
 * check is all there is.
 */
export function acquireDataLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'tradelink.lock');
  const self = owner(process.pid);
  const content = self.startTime ? `${self.pid} ${self.startTime}` : String(self.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === content) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = parseLock(fs.readFileSync(file, 'utf8'));
      if (holder && holder.pid !== process.pid && isRunning(holder)) {
        throw new DataFolderInUseError(dataDir, holder.pid);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

interface LockOwner {
  pid: number;
  /** Clock ticks after boot (Linux); absent without /proc and in locks of older versions. */
  startTime?: string;
}

function parseLock(text: string): LockOwner | undefined {
  const [pid, startTime] = text.trim().split(/\s+/);
  const n = Number(pid);
  if (!Number.isInteger(n) || n <= 0) return undefined;
  return { pid: n, startTime: startTime && /^\d+$/.test(startTime) ? startTime : undefined };
}

/** This process as a lock names it. */
function owner(pid: number): LockOwner {
  return { pid, startTime: procStat(pid)?.startTime };
}

interface ProcStat {
  state: string;
  startTime: string;
}

/** /proc/<pid>/stat's state and start time; undefined when there is no such process; null without /proc. */
function procStat(pid: number): ProcStat | undefined | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return fs.existsSync('/proc/self/stat') ? undefined : null;
  }
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ")".
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state), so field 22 (starttime) is fields[19].
  return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
}

function isRunning(holder: LockOwner): boolean {
  const stat = procStat(holder.pid);
  if (stat === null) return signalReaches(holder.pid); // no /proc: not Linux
  if (stat === undefined) return false;
  // Z: exited, waiting for its parent to reap it; X: being reaped.
  if (stat.state === 'Z' || stat.state === 'X') return false;
  // Another process that was given the same pid later.
  if (holder.startTime && stat.startTime && stat.startTime !== holder.startTime) return false;
  return true;
}

function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataFolderInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is already used by another Tradelink process (pid ${pid}). ` +
        `The embedded database (PGlite) serves one process only: stop that process, or start this one with another DATA_DIR. ` +
        `To run several processes or machines, give them all one PostgreSQL (DATABASE_URL) and Redis (REDIS_URL): see docs/deployment.md.`,
    );
    this.name = 'DataFolderInUseError';
  }
}
