import { useEffect, useRef } from 'react';

/**
 * Brings the element with this id into view and moves focus to it (so keyboard and screen-reader
 * users land there too), once, when `ready` (its data has loaded). Callers pass ids they built
 * themselves or took from an allowlist, never a selector from the address. It waits a frame so the
 * layout's scroll-to-top on navigation (AppEffects) runs first.
 */
export function useScrollToId(ids: string | readonly string[] | undefined, ready = true) {
  const done = useRef<string | undefined>(undefined);
  // Several ids: the same item drawn twice (a table on wide screens, cards on phones); the shown one wins.
  const id = ids === undefined ? undefined : typeof ids === 'string' ? ids : ids.join(' ');
  useEffect(() => {
    if (!id || !ready || done.current === id) return;
    const timer = window.setTimeout(() => {
      const found = id.split(' ').map((one) => document.getElementById(one));
      const el = found.find((e) => e && e.getClientRects().length > 0) ?? null;
      if (!el) return;
      done.current = id;
      if (!el.hasAttribute('tabindex') && !el.matches('a[href],button,input,select,textarea')) el.setAttribute('tabindex', '-1');
      el.focus({ preventScroll: true });
      el.scrollIntoView({ block: 'start' });
    }, 50);
    return () => window.clearTimeout(timer);
  }, [id, ready]);
}
