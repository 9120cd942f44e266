import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesceReceipts, RECEIPT_WINDOW_MS } from './receipt-coalescer.ts';

describe('coalesced receipts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the first at once and folds a burst into one write of its highest index', () => {
    const writes: Array<[string, number]> = [];
    const receipts = coalesceReceipts((id, index) => writes.push([id, index]));
    receipts.push('a', 3);
    expect(writes).toEqual([['a', 3]]);
    for (const index of [4, 9, 7]) receipts.push('a', index);
    receipts.push('b', 1);
    expect(writes).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    vi.advanceTimersByTime(RECEIPT_WINDOW_MS);
    expect(writes).toEqual([
      ['a', 3],
      ['b', 1],
      ['a', 9],
    ]);
    // Quiet for a window: the next one goes at once again.
    vi.advanceTimersByTime(RECEIPT_WINDOW_MS);
    receipts.push('a', 10);
    expect(writes.at(-1)).toEqual(['a', 10]);
  });

  it('writes what is waiting when flushed (the socket goes away), and nothing twice', () => {
    const writes: Array<[string, number]> = [];
    const receipts = coalesceReceipts((id, index) => writes.push([id, index]));
    receipts.push('a', 1);
    receipts.push('a', 5);
    receipts.flush();
    expect(writes).toEqual([
      ['a', 1],
      ['a', 5],
    ]);
    vi.advanceTimersByTime(RECEIPT_WINDOW_MS * 2);
    expect(writes).toHaveLength(2);
  });
});
