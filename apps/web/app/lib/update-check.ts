import { APP_VERSION_PATH, type AppVersion } from '@tradelink/shared/api/version';
import { UPDATE_CHECK_FIRST_MS, UPDATE_CHECK_INTERVAL_MS, UPDATE_CHECK_SECOND_MS } from '@tradelink/shared/constants/timing';

/** Session storage: the update prompt has shown in this tab's session (spec: once per session). */
export const UPDATE_PROMPTED_KEY = 'tl.update-prompted';

/** What the watch touches, replaceable in tests (they run in Node, without a DOM). */
export interface UpdateWatchEnv {
  doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  fetcher: (url: string, init: RequestInit) => Promise<Response>;
}

/**
 * Calls `check` at once, then at whichever of 15 s and 45 s after the page's load are still ahead,
 * then every 180 s after the 45 s one, and whenever the tab becomes visible (spec section 9).
 * `sinceLoadMs`: how long the page has been loaded when the watch starts (the page starts it at the
 * first check, 15 s in, or earlier when the tab becomes visible: UpdatePrompt.tsx).
 */
export function scheduleUpdateChecks(check: () => void, doc: UpdateWatchEnv['doc'], sinceLoadMs: number): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  const timers: ReturnType<typeof setTimeout>[] = [];
  // A mark at most a second away counts as this start's check (the chunk took that long to load).
  const ahead = (mark: number) => mark - sinceLoadMs > 1000;
  check();
  if (ahead(UPDATE_CHECK_FIRST_MS)) timers.push(setTimeout(check, UPDATE_CHECK_FIRST_MS - sinceLoadMs));
  const everyInterval = () => {
    interval = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  };
  if (ahead(UPDATE_CHECK_SECOND_MS)) {
    timers.push(
      setTimeout(() => {
        check();
        everyInterval();
      }, UPDATE_CHECK_SECOND_MS - sinceLoadMs),
    );
  } else {
    // Started late (a tab opened in the background and shown minutes later): keep the 180 s rhythm from now.
    everyInterval();
  }
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') check();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    timers.forEach(clearTimeout);
    clearInterval(interval);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Whether the server now serves another build than `own`; a failed or odd answer counts as no (next check). */
export async function isNewVersionServed(own: string, fetcher: UpdateWatchEnv['fetcher']): Promise<boolean> {
  try {
    const response = await fetcher(APP_VERSION_PATH, { cache: 'no-store' });
    if (!response.ok) return false;
    const { version } = (await response.json()) as Partial<AppVersion>;
    return typeof version === 'string' && version !== '' && version !== own;
  } catch {
    return false;
  }
}

/**
 * Watches for a new build (decision 021) and calls `onNewVersion` once, only while the tab is
 * visible and only if no prompt showed in this session; then stops. A hidden tab skips its checks:
 * becoming visible checks again. Returns a stop function.
 */
export function watchForUpdate(own: string, sinceLoadMs: number, onNewVersion: () => void, env: UpdateWatchEnv): () => void {
  const prompted = () => env.storage.getItem(UPDATE_PROMPTED_KEY) !== null;
  if (prompted()) return () => {};
  let busy = false;
  let stopped = false;
  const check = () => {
    if (busy || stopped || env.doc.visibilityState !== 'visible') return;
    busy = true;
    void isNewVersionServed(own, env.fetcher).then((isNew) => {
      busy = false;
      // The tab may have been hidden while the answer came.
      if (!isNew || stopped || env.doc.visibilityState !== 'visible' || prompted()) return;
      env.storage.setItem(UPDATE_PROMPTED_KEY, '1');
      stop();
      onNewVersion();
    });
  };
  // Answers come asynchronously: `unschedule` is set before any `stop()` from a check runs.
  const stop = () => {
    stopped = true;
    unschedule();
  };
  const unschedule = scheduleUpdateChecks(check, env.doc, sinceLoadMs);
  return stop;
}
