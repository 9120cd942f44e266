import { describe, expect, it } from 'vitest';
import { answerSize, createAnswerCache, type CachedAnswer } from './answer-cache.ts';
import { TtlCache } from './ttl-cache.ts';

/** A cache of strings weighing their length, as the answer cache weighs serialized answers. */
const strings = (maxSize: number, ttlMs = 1000, now?: () => number) => new TtlCache<string>({ ttlMs, maxSize, sizeOf: (value) => value.length, now });

/** A load the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('TtlCache', () => {
  it('shares one load between concurrent misses and serves hits until the entry expires', async () => {
    let now = 5000;
    let loads = 0;
    const cache = new TtlCache<number>({ ttlMs: 1000, maxSize: 100, sizeOf: () => 1, now: () => now });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([1, 1, 1]);
    now = 6000;
    expect(await cache.get('a', load)).toBe(1);
    now = 6001;
    expect(await cache.get('a', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('runs one load for misses that arrive while it is still running', async () => {
    const cache = strings(100);
    const slow = deferred<string>();
    let loads = 0;
    const load = () => (loads++, slow.promise);
    const waiting = [cache.get('a', load), cache.get('a', load)];
    await Promise.resolve();
    waiting.push(cache.get('a', load));
    slow.resolve('once');
    expect(await Promise.all(waiting)).toEqual(['once', 'once', 'once']);
    expect(await cache.get('a', load)).toBe('once');
    expect(loads).toBe(1);
  });

  it('drops the least recently used entries once the entries weigh more than the limit', async () => {
    const cache = strings(10);
    await cache.get('a', async () => 'aaaa'); // 4
    await cache.get('b', async () => 'bbbb'); // 8
    await cache.get('a', async () => 'unused'); // a is now the most recent
    await cache.get('c', async () => 'ccc'); // 11 > 10: b goes
    expect(cache.calculatedSize).toBe(7);
    expect(await cache.get('a', async () => 'a2')).toBe('aaaa');
    expect(await cache.get('c', async () => 'c2')).toBe('ccc');
    expect(await cache.get('b', async () => 'b2')).toBe('b2'); // loaded again, 9
    expect(cache.size).toBe(3);

    // One heavy entry pushes out as many light ones as it needs.
    await cache.get('d', async () => 'ddddddddd'); // 9: a, c and b go (least recent first)
    expect(cache.size).toBe(1);
    expect(cache.calculatedSize).toBe(9);
  });

  it('serves but does not keep a value heavier than the whole cache', async () => {
    const cache = strings(10);
    await cache.get('small', async () => 'ok');
    expect(await cache.get('huge', async () => 'x'.repeat(11))).toBe('x'.repeat(11));
    expect(await cache.get('huge', async () => 'again')).toBe('again');
    expect(await cache.get('small', async () => 'reloaded')).toBe('ok');
  });

  it('does not keep failures, and the next miss loads again', async () => {
    const cache = strings(100);
    const failing = deferred<string>();
    let loads = 0;
    const first = [cache.get('a', () => (loads++, failing.promise)), cache.get('a', () => (loads++, failing.promise))];
    failing.reject(new Error('down'));
    for (const result of await Promise.allSettled(first)) expect(result).toMatchObject({ status: 'rejected', reason: new Error('down') });
    expect(loads).toBe(1);
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
    expect(await cache.get('a', async () => 'not again')).toBe('ok');
  });

  it('forgets everything on clear, including what a load running meanwhile read', async () => {
    const cache = strings(100);
    expect(await cache.get('a', async () => 'old')).toBe('old');
    const before = deferred<string>();
    const running = cache.get('b', () => before.promise);
    cache.clear(); // a write happened: what `b` reads may predate it
    expect(cache.size).toBe(0);
    expect(cache.calculatedSize).toBe(0);
    expect(await cache.get('a', async () => 'fresh')).toBe('fresh');
    const after = cache.get('b', async () => 'after the write'); // does not wait for the old load
    before.resolve('before the write');
    expect(await running).toBe('before the write');
    expect(await after).toBe('after the write');
    expect(await cache.get('b', async () => 'not again')).toBe('after the write');
  });

  it('passes straight through when the time to live is zero', async () => {
    let loads = 0;
    const cache = new TtlCache<number>({ ttlMs: 0, maxSize: 100, sizeOf: () => 1 });
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe('the answer cache', () => {
  const answer = (body: string): CachedAnswer => ({ body, etag: '"0123456789abcdefghijkl"' });

  it('weighs an answer by its key, serialized body and entity tag', () => {
    expect(answerSize(answer('{"message":{}}'), '["catalog.search","en",{}]')).toBe(26 + 14 + 24);
  });

  it('keeps answers within its size limit, least recently used out first', async () => {
    const body = 'x'.repeat(1000);
    const cache = createAnswerCache(30_000, 3 * answerSize(answer(body), 'key-0'));
    for (let i = 0; i < 4; i++) await cache.get(`key-${i}`, async () => answer(body));
    expect(cache.size).toBe(3);
    let reloaded = false;
    await cache.get('key-0', async () => ((reloaded = true), answer(body)));
    expect(reloaded).toBe(true);
  });
});
