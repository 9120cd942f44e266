import { CACHE_CLASSES } from '@tradelink/shared/constants/timing';
import type { Db } from '../../db/client.ts';
import { createAnswerCache, type AnswerCache } from '../../lib/answer-cache.ts';

/**
 * Public catalog answers (search pages, product and supplier details) are the same for every
 * visitor in one language, and a few popular searches make most of the traffic. They are cached
 * for the spec's "very dynamic" stale time; writes that change what the public sees call
 * `clearCatalogCache` so the writer's own process shows the change at once.
 */
const DEFAULT_TTL_MS = CACHE_CLASSES.veryDynamic.staleTime;

const caches = new WeakMap<Db, AnswerCache>();
const clearedListeners = new WeakMap<Db, Set<() => void>>();

/** The answer cache of this database's catalog calls (one per app, keyed by the database). */
export function catalogAnswers(db: Db, ttlMs: number = DEFAULT_TTL_MS): AnswerCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createAnswerCache(ttlMs);
    caches.set(db, cache);
  }
  return cache;
}

/** Forget every cached catalog answer (after a product, supplier, buyer or RFQ changes). */
export function clearCatalogCache(db: Db) {
  caches.get(db)?.clear();
  for (const listener of clearedListeners.get(db) ?? []) listener();
}

/**
 * Calls `listener` whenever this database's catalog answers are cleared: what is built from them
 * (the rendered guest pages) goes with them. Returns the unsubscribe function.
 */
export function onCatalogCleared(db: Db, listener: () => void): () => void {
  let listeners = clearedListeners.get(db);
  if (!listeners) clearedListeners.set(db, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}
