import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { CACHE_CLASSES, QUERY_RETRY_MAX_DELAY_MS, type CacheClass } from '@tradelink/shared/constants/timing';

/** Query options for one of the spec's cache classes (stale / discard; no retries). */
export function cacheClass(name: CacheClass) {
  return { ...CACHE_CLASSES[name], retry: false } as const;
}

export interface QueryErrorReporter {
  (error: unknown): void;
}

/**
 * Default retry is 1 with backoff up to 5 s (spec section 8). Failed queries and mutations report
 * to the toast unless they say `meta: { silent: true }` (forms show their own field errors).
 */
export function createQueryClient(report: QueryErrorReporter) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) report(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silent) report(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: 1,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS),
        refetchOnWindowFocus: false,
      },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}
