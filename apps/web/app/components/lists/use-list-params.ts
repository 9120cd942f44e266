import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounced } from '~/lib/use-debounced.ts';

/**
 * The state of a dashboard list kept in the URL (status, page, keyword), so a reload, a shared link
 * or the back button shows the same list. The keyword box updates at once; the query follows the
 * settled (debounced) keyword.
 */
export function useListParams<S extends string>(statuses: readonly S[], fallback: S) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = (statuses as readonly string[]).includes(raw) ? (raw as S) : fallback;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [keyword, setKeywordState] = useState(params.get('keyword') ?? '');
  const settledKeyword = useDebounced(keyword.trim(), 300);
  const update = (next: Record<string, string | null>) =>
    setParams((p) => {
      for (const [k, v] of Object.entries(next)) if (v) p.set(k, v); else p.delete(k);
      return p;
    });
  return {
    status,
    page,
    keyword,
    settledKeyword,
    update,
    /** A new status starts again at page 1. */
    setStatus: (value: S) => update({ status: value === fallback ? null : value, page: null }),
    setKeyword: (value: string) => {
      setKeywordState(value);
      update({ keyword: value || null, page: null });
    },
  };
}
