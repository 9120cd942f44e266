import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleUpdateChecks, UPDATE_PROMPTED_KEY, watchForUpdate, type UpdateWatchEnv } from './update-check.ts';
import { memoryStorage } from './memory-storage.test-helper.ts';

/** A document whose visibility the test sets (unit tests run in Node, without a DOM). */
function fakeDocument() {
  const target = new EventTarget();
  const doc = Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState });
  const show = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { doc: doc as unknown as UpdateWatchEnv['doc'] & { visibilityState: DocumentVisibilityState }, show };
}

const served = (version: string) => vi.fn(async () => new Response(JSON.stringify({ version }), { status: 200 }));

describe('scheduleUpdateChecks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks at once when started at 15 s, at 45 s after the load, then every 180 s', () => {
    const check = vi.fn();
    const { doc } = fakeDocument();
    const stop = scheduleUpdateChecks(check, doc, 15_000);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(29_999);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(179_999);
    expect(check).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(180_000 * 3);
    expect(check).toHaveBeenCalledTimes(6);
    stop();
    vi.advanceTimersByTime(180_000 * 3);
    expect(check).toHaveBeenCalledTimes(6);
  });

  it('started early by the tab being shown, still checks at 15 s and 45 s; every time it is shown, too', () => {
    const check = vi.fn();
    const { doc, show } = fakeDocument();
    scheduleUpdateChecks(check, doc, 4_000);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(11_000);
    expect(check).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(30_000);
    expect(check).toHaveBeenCalledTimes(3);
    show('hidden');
    expect(check).toHaveBeenCalledTimes(3);
    show('visible');
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('started minutes late, keeps checking every 180 s from then', () => {
    const check = vi.fn();
    scheduleUpdateChecks(check, fakeDocument().doc, 600_000);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(180_000);
    expect(check).toHaveBeenCalledTimes(2);
  });
});

describe('watchForUpdate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays quiet while the server serves the same build', async () => {
    const fetcher = served('v1');
    const onNew = vi.fn();
    watchForUpdate('v1', 15_000, onNew, { doc: fakeDocument().doc, storage: memoryStorage(), fetcher });
    await vi.advanceTimersByTimeAsync(30_000 + 180_000);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(fetcher).toHaveBeenCalledWith('/api/version', { cache: 'no-store' });
    expect(onNew).not.toHaveBeenCalled();
  });

  it('prompts once when a new build is served, marks the session and stops checking', async () => {
    const fetcher = served('v1');
    const storage = memoryStorage();
    const onNew = vi.fn();
    watchForUpdate('v1', 15_000, onNew, { doc: fakeDocument().doc, storage, fetcher });
    await vi.advanceTimersByTimeAsync(0);
    fetcher.mockImplementation(async () => new Response(JSON.stringify({ version: 'v2' })));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onNew).toHaveBeenCalledTimes(1);
    expect(storage.getItem(UPDATE_PROMPTED_KEY)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(180_000 * 2);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(onNew).toHaveBeenCalledTimes(1);
  });

  it('does not prompt again in a session that was prompted (another page of the tab)', async () => {
    const storage = memoryStorage();
    storage.setItem(UPDATE_PROMPTED_KEY, '1');
    const fetcher = served('v2');
    const onNew = vi.fn();
    watchForUpdate('v1', 15_000, onNew, { doc: fakeDocument().doc, storage, fetcher });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetcher).not.toHaveBeenCalled();
    expect(onNew).not.toHaveBeenCalled();
  });

  it('waits while the tab is hidden and prompts when it is shown', async () => {
    const { doc, show } = fakeDocument();
    show('hidden');
    const fetcher = served('v2');
    const onNew = vi.fn();
    watchForUpdate('v1', 15_000, onNew, { doc, storage: memoryStorage(), fetcher });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetcher).not.toHaveBeenCalled();
    show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(onNew).toHaveBeenCalledTimes(1);
  });

  it('does not prompt when the tab was hidden while the answer came', async () => {
    const { doc, show } = fakeDocument();
    let answer: (response: Response) => void = () => {};
    const fetcher = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onNew = vi.fn();
    const storage = memoryStorage();
    watchForUpdate('v1', 15_000, onNew, { doc, storage, fetcher });
    show('hidden');
    answer(new Response(JSON.stringify({ version: 'v2' })));
    await vi.advanceTimersByTimeAsync(0);
    expect(onNew).not.toHaveBeenCalled();
    expect(storage.getItem(UPDATE_PROMPTED_KEY)).toBeNull();
  });

  it('takes a failed or odd answer (server restarting, an error page) as no news', async () => {
    const fetcher = vi
      .fn<UpdateWatchEnv['fetcher']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('<html>', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }))
      .mockResolvedValue(new Response(JSON.stringify({ version: 'v2' })));
    const onNew = vi.fn();
    watchForUpdate('v1', 15_000, onNew, { doc: fakeDocument().doc, storage: memoryStorage(), fetcher });
    await vi.advanceTimersByTimeAsync(30_000 + 180_000);
    expect(onNew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(onNew).toHaveBeenCalledTimes(1);
  });
});
