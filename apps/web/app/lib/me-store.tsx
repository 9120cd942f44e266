import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { User } from '@tradelink/shared/account/user';

/**
 * Who is logged in, readable without TanStack Query (decision 012): public pages ask `useMe()` and
 * must not download the query library for it. The root keeps one store per document (per request on
 * the server), seeded from its loader; `AppScope` keeps the query cache's `['me']` entry and this
 * store in step, so mutations that set or invalidate `['me']` still update every reader.
 */
export interface MeStore {
  get(): User | null;
  set(user: User | null): void;
  subscribe(listener: () => void): () => void;
}

export function createMeStore(initial: User | null): MeStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(user) {
      if (user === current) return;
      current = user;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const MeContext = createContext<MeStore | null>(null);

export function MeProvider({ store, children }: { store: MeStore; children: ReactNode }) {
  return <MeContext.Provider value={store}>{children}</MeContext.Provider>;
}

export function useMeStore(): MeStore {
  const store = useContext(MeContext);
  if (!store) throw new Error('useMe outside MeProvider');
  return store;
}

/** The logged-in user, or null for guests. */
export function useMe(): User | null {
  const store = useMeStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Asks the server again (after a failed session refresh, say); a 401 means logged out. */
export async function refreshMe(store: MeStore): Promise<void> {
  const { api, ApiError } = await import('~/lib/api-client.ts');
  try {
    store.set(await api('customer.me'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) store.set(null);
  }
}
