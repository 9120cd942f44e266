import { describe, expect, it } from 'vitest';
import { randomBase64, randomBytesFromPool } from './random-pool.ts';

describe('random bytes from a pooled block', () => {
  it('never hands out the same bytes twice, across refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) seen.add(randomBase64(16));
    expect(seen.size).toBe(2_000);
    expect(Buffer.from(randomBase64(16), 'base64')).toHaveLength(16);
  });

  it('gives copies callers may change, and larger sizes straight from the system', () => {
    const a = randomBytesFromPool(8);
    a.fill(0);
    expect(randomBytesFromPool(8).equals(Buffer.alloc(8))).toBe(false);
    expect(randomBytesFromPool(10_000)).toHaveLength(10_000);
  });
});
