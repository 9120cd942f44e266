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
});
