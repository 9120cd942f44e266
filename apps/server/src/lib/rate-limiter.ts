import { AppError } from './app-error.ts';

/**
 * Fixed-window counters for abuse limits (login, signup, reset). In memory for one process; with
 * REDIS_URL the counters live in Redis so several processes share them.
 */
export interface RateLimiter {
  /** Counts one hit; returns whether it is allowed and, when not, seconds until the window resets. */
  hit(key: string, max: number, windowMs: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  close(): Promise<void>;
  /** Windows held in memory (the memory limiter only; for its test). */
  size?(): number;
}

/** Counts one hit and refuses it, when over the limit, with 429 RATE_LIMITED and Retry-After. */
export async function enforceRateLimit(limiter: RateLimiter, key: string, max: number, windowMs: number): Promise<void> {
  const result = await limiter.hit(key, max, windowMs);
  if (!result.allowed) {
    const seconds = result.retryAfterSeconds;
    throw new AppError('RATE_LIMITED', { params: { seconds }, headers: { 'Retry-After': String(seconds) } });
  }
}

/** Windows looked at per hit by the expiry sweep: enough to outrun any rate of new keys. */
const SWEEP_STEP = 4;

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  // Expired windows are dropped a few per hit, walking the map in turn, so it does not grow without
  // bound. A sweep of the whole map now and then would stop every request behind it: with beacons
  // from many addresses the map holds some 100,000 windows (decision 032's recording bench).
  let sweep: Iterator<[string, { count: number; resetAt: number }]> = windows.entries();
  function sweepSome(t: number) {
    for (let i = 0; i < SWEEP_STEP; i++) {
      const next = sweep.next();
      if (next.done) {
        sweep = windows.entries();
        return;
      }
      if (next.value[1].resetAt <= t) windows.delete(next.value[0]);
    }
  }
  return {
    async hit(key, max, windowMs) {
      const t = now();
      sweepSome(t);
      let window = windows.get(key);
      if (!window || window.resetAt <= t) {
        window = { count: 0, resetAt: t + windowMs };
        windows.set(key, window);
      }
      window.count++;
      const allowed = window.count <= max;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.resetAt - t) / 1000)) };
    },
    async close() {
      windows.clear();
    },
    size: () => windows.size,
  };
}

interface RedisLike {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  quit(): Promise<unknown>;
}

const INCR_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function createRedisRateLimiter(client: RedisLike): RateLimiter {
  return {
    async hit(key, max, windowMs) {
      const [count, ttl] = (await client.eval(INCR_SCRIPT, { keys: [`rl:${key}`], arguments: [String(windowMs)] })) as [number, number];
      const allowed = count <= max;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async close() {
      await client.quit();
    },
  };
}
