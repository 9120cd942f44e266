import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { VerificationQueueState, VerificationReviewKind } from '@tradelink/shared/verification/verification-review';
import { useDebounced } from '~/lib/use-debounced.ts';
import { DEFAULT_KIND, DEFAULT_STATE, parseQueueParams } from '../queue-params.ts';

/**
 * The queue's view kept in the URL, so a reload or a shared link shows the same list. The search
 * box updates at once; the query follows the settled keyword. Any change starts again at page 1.
 */
export function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const parsed = parseQueueParams(params);
  const [keyword, setKeywordState] = useState(params.get('keyword') ?? '');
  const settledKeyword = useDebounced(keyword.trim(), 300);
  const update = (next: Record<string, string | null>) =>
    setParams((p) => {
      for (const [k, v] of Object.entries(next)) if (v) p.set(k, v); else p.delete(k);
      p.delete('page');
      return p;
    });
  return {
    kind: parsed.kind,
    state: parsed.state,
    page: parsed.page,
    keyword,
    settledKeyword,
    setKind: (kind: VerificationReviewKind) => update({ kind: kind === DEFAULT_KIND ? null : kind }),
    setState: (state: VerificationQueueState) => update({ state: state === DEFAULT_STATE ? null : state }),
    setKeyword: (value: string) => {
      setKeywordState(value);
      update({ keyword: value || null });
    },
  };
}
