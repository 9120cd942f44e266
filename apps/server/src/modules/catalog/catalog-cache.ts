import { CACHE_CLASSES } from '@tradelink/shared/constants/timing';
import type { Db } from '../../db/client.ts';
import { createAnswerCache, type AnswerCache } from '../../lib/answer-cache.ts';
import type { InvalidationBus } from '../../lib/invalidation-bus.ts';

/**
 * Public catalog answers (search pages, product and supplier details) are the same for every
 * visitor in one language, and a few popular searches make most of the traffic. They are cached
 * for the spec's "very dynamic" stale time; writes that change what the public sees call
 * `clearCatalogCache`, which clears this process's cache at once and, with REDIS_URL, every other
 * process's through the invalidation bus (`shareCatalogClears`), so a visitor whose next request
 * lands on another machine does not see the old product for up to the TTL. Other in-process caches
 * of public pages (a rendered-page cache) clear with it through `onCatalogCleared`.
 *
 * Writers call `clearCatalogCache` inside their transaction as well as after it, so a request that
 * reads between the clear and the commit could keep the old answer; every clear (local or heard
 * from another process) is therefore repeated once CLEAR_SETTLE_MS later, which drops such an
 * answer. A clear that never arrives (Redis away) is still bounded by the TTL.
 */
const DEFAULT_TTL_MS = CACHE_CLASSES.veryDynamic.staleTime;

/** The bus topic of a catalog clear. */
export const CATALOG_TOPIC = 'catalog-cleared';
/** Longer than a writing transaction takes from its clear to its commit. */
export const CLEAR_SETTLE_MS = 1_000;

interface CatalogState {
  cache?: AnswerCache;
  listeners: Set<() => void>;
  bus?: InvalidationBus;
  settle?: NodeJS.Timeout;
}

const states = new WeakMap<Db, CatalogState>();

function stateOf(db: Db): CatalogState {
  let state = states.get(db);
  if (!state) {
    state = { listeners: new Set() };
    states.set(db, state);
  }
  return state;
}

/** The answer cache of this database's catalog calls (one per app, keyed by the database). */
export function catalogAnswers(db: Db, ttlMs: number = DEFAULT_TTL_MS): AnswerCache {
  const state = stateOf(db);
  state.cache ??= createAnswerCache(ttlMs);
  return state.cache;
}

/**
 * Runs `listener` whenever this process's catalog answers are cleared: after a write here, after a
 * write in another process (heard on the bus), and on the settling repeat. Returns the unsubscribe.
 * A listener must be quick and must not throw (it runs in the writer's request).
 */
export function onCatalogCleared(db: Db, listener: () => void): () => void {
  const { listeners } = stateOf(db);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function clearHere(state: CatalogState) {
  state.cache?.clear();
  for (const listener of state.listeners) {
    try {
      listener();
    } catch {
      // One broken listener must not keep the others (or the write) from going on.
    }
  }
}

/** Clears now, and once more CLEAR_SETTLE_MS after the latest clear. */
function clearAndSettle(state: CatalogState) {
  clearHere(state);
  if (state.settle) clearTimeout(state.settle);
  state.settle = setTimeout(() => {
    state.settle = undefined;
    clearHere(state);
  }, CLEAR_SETTLE_MS);
  state.settle.unref();
}

/** Forget every cached catalog answer (after a product, supplier, buyer or RFQ changes), here and in the other processes. */
export function clearCatalogCache(db: Db) {
  const state = stateOf(db);
  clearAndSettle(state);
  state.bus?.publish(CATALOG_TOPIC);
}

/** Clears of this database's catalog go to (and come from) the other processes on `bus`. Returns the detach. */
export function shareCatalogClears(db: Db, bus: InvalidationBus): () => void {
  const state = stateOf(db);
  state.bus = bus;
  const unsubscribe = bus.subscribe(CATALOG_TOPIC, () => clearAndSettle(state));
  return () => {
    unsubscribe();
    if (state.bus === bus) state.bus = undefined;
    if (state.settle) clearTimeout(state.settle);
  };
}
