import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A home row that shows its first cards from the page and the rest of its list once the visitor
 * reaches for the row (pointer, finger, focus, scroll): the page's HTML stays small (issue 19), and
 * a visitor who never scrolls a row never fetches it. A failed fetch leaves the first cards and is
 * tried again on the next reach.
 */
export function useMoreCards<T>(first: T[], load: () => Promise<T[]>, hasMore: boolean) {
  const [items, setItems] = useState(first);
  const [state, setState] = useState<'idle' | 'loading' | 'done'>(hasMore ? 'idle' : 'done');
  const loadRef = useRef(load);
  loadRef.current = load;
  // New page data (a language switch revalidates the page): start again from it.
  useEffect(() => {
    setItems(first);
    setState(hasMore ? 'idle' : 'done');
  }, [first, hasMore]);
  const reach = useCallback(() => {
    if (state !== 'idle') return;
    setState('loading');
    loadRef.current().then(
      (all) => {
        setItems(all.length >= first.length ? all : first);
        setState('done');
      },
      () => setState('idle'),
    );
  }, [state, first]);
  return { items, reach, loading: state === 'loading' };
}
