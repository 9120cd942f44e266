/**
 * A small in-process cache for read-mostly answers: entries live `ttlMs`, the least recently used
 * are dropped past `maxEntries`, and concurrent misses for one key share a single load, so a burst
 * of identical requests costs one query. Failed loads are not kept.
 *
 * Each server process has its own copy; `ttlMs` bounds how stale another process can be after a
 * write that only cleared the cache where it happened.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  get size() {
    return this.entries.size;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.options.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      // Re-inserting moves the key to the end: Map order is the recency order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    const entry = { expires: this.now() + this.options.ttlMs, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  clear() {
    this.entries.clear();
  }
}
