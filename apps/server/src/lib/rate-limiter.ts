import { AppError } from './app-error.ts';

/**
 * Fixed-window counters for abuse limits (login, signup, reset). In memory for one process; with
 * REDIS_URL the counters live in Redis so several processes share them.
 */
export interface RateLimiter {
  /** Counts one hit; returns whether it is allowed and, when not, seconds until the window resets. */
  hit(key: string, max: number, windowMs: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  close(): Promise<void>;
}

/** Counts one hit and refuses it, when over the limit, with 429 RATE_LIMITED and Retry-After. */
export async function enforceRateLimit(limiter: RateLimiter, key: string, max: number, windowMs: number): Promise<void> {
  const result = await limiter.hit(key, max, windowMs);
  if (!result.allowed) {
    const seconds = result.retryAfterSeconds;
    throw new AppError('RATE_LIMITED', { params: { seconds }, headers: { 'Retry-After': String(seconds) } });
  }
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweeps = 0;
  return {
    async hit(key, max, windowMs) {
      const t = now();
      // Drop expired windows now and then so the map does not grow without bound.
      if (++sweeps % 1000 === 0) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
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
