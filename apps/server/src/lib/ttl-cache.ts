import { LRUCache } from 'lru-cache';

export interface TtlCacheOptions<V> {
  /** How long a loaded value is served; 0 turns the cache off (every get loads). */
  ttlMs: number;
  /** Upper bound on the summed `sizeOf` of the kept entries; least recently used go first past it. */
  maxSize: number;
  /** An entry's weight against `maxSize` (e.g. the characters of its key and serialized value). */
  sizeOf: (value: V, key: string) => number;
  now?: () => number;
}

/**
 * A small in-process cache for read-mostly answers, on lru-cache: entries live `ttlMs`, the least
 * recently used are dropped once the entries together weigh more than `maxSize` (so a few huge
 * answers cannot take the process's memory the way an entry count would let them; one heavier than
 * the whole cache is served but not kept), and concurrent misses for one key share a single load,
 * so a burst of identical requests costs one query. Failed loads are not kept, and a load that was
 * running when `clear()` was called is not kept either (it may have read what the write that
 * cleared the cache changed). lru-cache's own `fetch()` would share loads too, but it keeps a
 * stale value while refetching and has no notion of a clear racing a load, so loads stay ours.
 *
 * Each server process has its own copy; `ttlMs` bounds how stale another process can be after a
 * write that only cleared the cache where it happened.
 */
// lru-cache keeps only non-nullish values: `{}` is exactly that (answers, strings, numbers).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export class TtlCache<V extends {}> {
  private readonly entries: LRUCache<string, V>;
  /** Loads in progress: later misses for the key wait for the same one. */
  private readonly loading = new Map<string, Promise<V>>();
  /** Bumped by `clear()`: loads started before it do not store their value. */
  private generation = 0;

  constructor(private readonly options: TtlCacheOptions<V>) {
    this.entries = new LRUCache<string, V>({
      maxSize: options.maxSize,
      sizeCalculation: (value, key) => Math.max(1, options.sizeOf(value, key)),
      // `ttl` must be positive; a cache that is off never stores (see get()).
      ttl: Math.max(1, options.ttlMs),
      ttlAutopurge: false,
      // Read the clock on every check (no 1 ms memo): tests step a fake clock.
      ttlResolution: 0,
      ...(options.now ? { perf: { now: options.now } } : {}),
    });
  }

  /** Entries kept (loads in progress not counted). */
  get size() {
    return this.entries.size;
  }

  /** The summed weight of the entries kept. */
  get calculatedSize() {
    return this.entries.calculatedSize;
  }

  /** The value kept for `key`, if fresh; never loads. */
  peek(key: string): V | undefined {
    return this.options.ttlMs <= 0 ? undefined : this.entries.get(key);
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.options.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const pending = this.loading.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const value = load();
    this.loading.set(key, value);
    try {
      const loaded = await value;
      // lru-cache refuses (does not store) a value heavier than maxSize by itself.
      if (generation === this.generation) this.entries.set(key, loaded);
      return loaded;
    } finally {
      if (this.loading.get(key) === value) this.loading.delete(key);
    }
  }

  clear() {
    this.entries.clear();
    this.loading.clear();
    this.generation += 1;
  }
}
