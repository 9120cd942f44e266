import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_PARTICIPANTS_REFETCH_DELAY_MS, CHAT_REFETCH_DELAY_MS, CHAT_USER_UPDATED_DEBOUNCE_MS } from '@tradelink/shared/constants/timing';
import { debounced, delayedListRefetch, delayedTask } from './chat-timers.ts';
import { chatKeys } from './api/chat-keys.ts';

describe('chat timings (spec section 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec values', () => {
    expect([CHAT_USER_UPDATED_DEBOUNCE_MS, CHAT_REFETCH_DELAY_MS, CHAT_PARTICIPANTS_REFETCH_DELAY_MS]).toEqual([5000, 5000, 10_000]);
  });

  it('debounces the user-updated report: once, 5 s after the last call', () => {
    const run = vi.fn();
    const report = debounced(run, CHAT_USER_UPDATED_DEBOUNCE_MS);
    report.call();
    vi.advanceTimersByTime(4000);
    report.call();
    vi.advanceTimersByTime(4999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    report.call();
    report.cancel();
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('refetches the lists 5 s after a new conversation and 10 s after participant changes', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const later = delayedListRefetch(queryClient);
    later.schedule(CHAT_REFETCH_DELAY_MS);
    vi.advanceTimersByTime(4999);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: chatKeys.conversationLists() });

    later.schedule(CHAT_PARTICIPANTS_REFETCH_DELAY_MS);
    vi.advanceTimersByTime(9999);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('keeps the later of two pending delays and runs once', () => {
    const task = vi.fn();
    const timer = delayedTask(task);
    timer.schedule(CHAT_PARTICIPANTS_REFETCH_DELAY_MS);
    vi.advanceTimersByTime(1000);
    timer.schedule(CHAT_REFETCH_DELAY_MS);
    vi.advanceTimersByTime(8999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
