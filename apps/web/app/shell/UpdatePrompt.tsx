import { useEffect, useState, type ComponentType } from 'react';
import { UPDATE_CHECK_FIRST_MS } from '@tradelink/shared/constants/timing';
import type { UpdateWatchProps } from './UpdateWatch.tsx';

/**
 * "Update now?" when the server serves a newer build than this page's (spec section 2, decision 021).
 * Every page carries only this starter (light pages' budget, decision 012): the watch and the prompt
 * load at the first check, 15 s after the load, or earlier when the tab becomes visible.
 */
export function UpdatePrompt({ version }: { version: string }) {
  // The build this page runs: a later root revalidation brings the server's current one.
  const [own] = useState(version);
  const [Watch, setWatch] = useState<ComponentType<UpdateWatchProps> | null>(null);
  useEffect(() => {
    // Development swaps modules in place (hot reload): nothing to prompt for.
    if (import.meta.env.DEV) return;
    const start = () => {
      // A hidden tab waits until it is shown (it checks then).
      if (document.visibilityState !== 'visible') return;
      stop();
      // Loaded before any deploy in all but the first seconds of a page; a failed load is a chunk
      // error, which ChunkErrorReload reports and answers with a reload (spec section 8).
      import('./UpdateWatch.tsx').then((module) => setWatch(() => module.UpdateWatch), () => {});
    };
    const timer = setTimeout(start, UPDATE_CHECK_FIRST_MS);
    document.addEventListener('visibilitychange', start);
    const stop = () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', start);
    };
    return stop;
  }, []);
  // The live region is there from the start, so the prompt is announced when it appears.
  return <div aria-live="polite">{Watch && <Watch version={own} />}</div>;
}
