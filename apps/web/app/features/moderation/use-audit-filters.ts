import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounced } from '~/lib/use-debounced.ts';
import type { AuditFilterValues } from './components/AuditFilters.tsx';

type TextFilter = 'target_id' | 'actor';

/**
 * The audit log's filters in the URL (so a filtered view can be shared). Selects apply at once; the
 * text boxes update the URL once typing pauses.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState({ target_id: params.get('target_id') ?? '', actor: params.get('actor') ?? '' });
  const settled = useDebounced(text, 300);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = (next: Record<string, string | null>) =>
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(next)) if (v) p.set(k, v); else p.delete(k);
        p.delete('page');
        return p;
      },
      { replace: true },
    );

  useEffect(() => {
    if (settled.target_id === (params.get('target_id') ?? '') && settled.actor === (params.get('actor') ?? '')) return;
    update({ target_id: settled.target_id.trim() || null, actor: settled.actor.trim() || null });
    // Only a settled change of the text boxes writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const values: AuditFilterValues = { action: params.get('action') ?? '', target_type: params.get('target_type') ?? '', ...text };
  const query = {
    action: values.action || undefined,
    target_type: values.target_type || undefined,
    target_id: params.get('target_id') || undefined,
    actor: params.get('actor') || undefined,
    page,
  };
  return {
    values,
    query,
    page,
    onSelect: (name: 'action' | 'target_type', value: string | null) => update({ [name]: value }),
    onText: (name: TextFilter, value: string) => setText((current) => ({ ...current, [name]: value })),
  };
}
