import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('shares one load between concurrent misses and serves hits until the entry expires', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('drops the least recently used entry past the limit', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c1'); // evicts b
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
    expect(cache.size).toBe(2);
  });

  it('does not keep failures and can be cleared', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
    cache.clear();
    expect(await cache.get('a', async () => 'fresh')).toBe('fresh');
  });

  it('passes straight through when the time to live is zero', async () => {
    let loads = 0;
    const cache = new TtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });
});
