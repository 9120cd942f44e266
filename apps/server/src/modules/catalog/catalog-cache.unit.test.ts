import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createMemoryBusHub } from '../../lib/invalidation-bus.ts';
import { catalogAnswers, clearCatalogCache, CLEAR_SETTLE_MS, onCatalogCleared, shareCatalogClears } from './catalog-cache.ts';

// Two "processes": two database handles (each app keys its catalog state by its own), joined by a bus.
const processDb = () => ({}) as unknown as Db;
const answer = (body: string) => ({ body, etag: `"${body}"` });

describe('catalog cache clears across processes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a write in one process clears the other process\'s answers and tells its listeners', async () => {
    const hub = createMemoryBusHub();
    const [a, b] = [processDb(), processDb()];
    const detach = [shareCatalogClears(a, hub.connect()), shareCatalogClears(b, hub.connect())];
    await catalogAnswers(a, 30_000).get('product:1', async () => answer('old'));
    await catalogAnswers(b, 30_000).get('product:1', async () => answer('old'));
    const heardA = vi.fn();
    const heardB = vi.fn();
    onCatalogCleared(a, heardA);
    onCatalogCleared(b, heardB);

    clearCatalogCache(a);

    expect(catalogAnswers(a).size).toBe(0);
    expect(catalogAnswers(b).size).toBe(0);
    expect(await catalogAnswers(b).get('product:1', async () => answer('new'))).toEqual(answer('new'));
    // Once each (a's own clear is not echoed back to it).
    expect(heardA).toHaveBeenCalledTimes(1);
    expect(heardB).toHaveBeenCalledTimes(1);
    for (const d of detach) d();
  });

  it('clears once more after the writer\'s transaction had time to commit, in both processes', async () => {
    const hub = createMemoryBusHub();
    const [a, b] = [processDb(), processDb()];
    shareCatalogClears(a, hub.connect());
    shareCatalogClears(b, hub.connect());
    clearCatalogCache(a);
    // Read between the clear and the commit: the old row, cached.
    await catalogAnswers(b, 30_000).get('product:1', async () => answer('read before commit'));
    await catalogAnswers(a, 30_000).get('product:1', async () => answer('read before commit'));
    const heardB = vi.fn();
    onCatalogCleared(b, heardB);
    vi.advanceTimersByTime(CLEAR_SETTLE_MS - 1);
    expect(catalogAnswers(b).size).toBe(1);
    vi.advanceTimersByTime(1);
    expect(catalogAnswers(a).size).toBe(0);
    expect(catalogAnswers(b).size).toBe(0);
    expect(heardB).toHaveBeenCalledTimes(1);
  });

  it('stops hearing clears once detached or unsubscribed, and a throwing listener stops no other', async () => {
    const hub = createMemoryBusHub();
    const [a, b] = [processDb(), processDb()];
    shareCatalogClears(a, hub.connect());
    const detachB = shareCatalogClears(b, hub.connect());
    const heard = vi.fn();
    const unsubscribe = onCatalogCleared(b, heard);
    onCatalogCleared(a, () => {
      throw new Error('broken listener');
    });
    const afterBroken = vi.fn();
    onCatalogCleared(a, afterBroken);
    clearCatalogCache(a);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(afterBroken).toHaveBeenCalledTimes(1);
    unsubscribe();
    clearCatalogCache(a);
    expect(heard).toHaveBeenCalledTimes(1);
    detachB();
    await catalogAnswers(b, 30_000).get('k', async () => answer('kept'));
    clearCatalogCache(a);
    vi.advanceTimersByTime(CLEAR_SETTLE_MS);
    expect(catalogAnswers(b).size).toBe(1);
  });
});
