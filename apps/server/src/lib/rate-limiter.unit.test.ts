import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter.ts';

describe('memory rate limiter', () => {
  it('allows max hits per window, then reports seconds to wait, and resets', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
    now = 45_000;
    expect(await limiter.hit('k', 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 15 });
    now = 60_000;
    expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
  });

  it('forgets expired windows as it goes, without a pause: the map stays near the keys of one window', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    // 2,000 new addresses a second for five minutes, each with a one-minute window.
    for (let second = 0; second < 300; second++) {
      now = second * 1000;
      for (let i = 0; i < 2000; i++) await limiter.hit(`beacon:${second}:${i}`, 120, 60_000);
    }
    // One minute of live windows is 120,000; without the sweep it would be 600,000.
    expect(limiter.size!()).toBeLessThan(130_000);
    expect(limiter.size!()).toBeGreaterThanOrEqual(120_000);
  });
});
