export interface TtlCacheOptions<V> {
  /** How long a loaded value is served; 0 turns the cache off (every get loads). */
  ttlMs: number;
  /** Upper bound on the summed `sizeOf` of the kept entries; least recently used go first past it. */
  maxSize: number;
  /** An entry's weight against `maxSize` (e.g. the characters of its key and serialized value). */
  sizeOf: (value: V, key: string) => number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  size: number;
  expires: number;
}

/**
 * A small in-process cache for read-mostly answers: entries live `ttlMs`, the least recently used
 * are dropped once the entries together weigh more than `maxSize` (so a few huge answers cannot
 * take the process's memory the way an entry count would let them), and concurrent misses for one
 * key share a single load, so a burst of identical requests costs one query. Failed loads are not
 * kept, and a load that was running when `clear()` was called is not kept either (it may have read
 * what the write that cleared the cache changed).
 *
 * Each server process has its own copy; `ttlMs` bounds how stale another process can be after a
 * write that only cleared the cache where it happened.
 */
export class TtlCache<V> {
  /** Loaded values; Map order is the recency order (least recent first). */
  private readonly entries = new Map<string, Entry<V>>();
  /** Loads in progress: later misses for the key wait for the same one. */
  private readonly loading = new Map<string, Promise<V>>();
  private weight = 0;
  /** Bumped by `clear()`: loads started before it do not store their value. */
  private generation = 0;

  constructor(private readonly options: TtlCacheOptions<V>) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** Entries kept (loads in progress not counted). */
  get size() {
    return this.entries.size;
  }

  /** The summed weight of the entries kept. */
  get calculatedSize() {
    return this.weight;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.options.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (hit.expires > this.now()) {
        // Re-inserting moves the key to the most recent end.
        this.entries.set(key, hit);
        return hit.value;
      }
      this.weight -= hit.size;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;

    const started = { at: this.now(), generation: this.generation };
    const value = load();
    this.loading.set(key, value);
    try {
      const loaded = await value;
      if (started.generation === this.generation) this.store(key, loaded, started.at + this.options.ttlMs);
      return loaded;
    } finally {
      if (this.loading.get(key) === value) this.loading.delete(key);
    }
  }

  private store(key: string, value: V, expires: number) {
    const size = this.options.sizeOf(value, key);
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.weight -= previous.size;
    }
    // One value heavier than the whole cache is served but not kept.
    if (size > this.options.maxSize) return;
    this.entries.set(key, { value, size, expires });
    this.weight += size;
    for (const [oldest, entry] of this.entries) {
      if (this.weight <= this.options.maxSize) break;
      this.entries.delete(oldest);
      this.weight -= entry.size;
    }
  }

  clear() {
    this.entries.clear();
    this.loading.clear();
    this.weight = 0;
    this.generation += 1;
  }
}
