import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createEventBuffer } from './event-buffer.ts';
import type { PendingEvent } from './events.repository.ts';

// The buffer between requests and the database (decision 032): batches, bounded memory, drops
// counted when the database fails, everything written on stop.

const db = {} as Db;
const event = (n: number): PendingEvent => ({ at: new Date().toISOString(), kind: 'product_view', product_id: n });
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the event buffer', () => {
  it('writes full batches at once, off the caller’s turn, and the rest on flush', async () => {
    const batches: number[] = [];
    const buffer = createEventBuffer({ db, batchSize: 3, flushMs: 60_000, write: async (_db, batch) => void batches.push(batch.length) });
    for (let i = 0; i < 7; i++) buffer.record(event(i));
    // record() never writes in the caller's turn.
    expect(batches).toEqual([]);
    await tick();
    await buffer.flush();
    expect(batches).toEqual([3, 3, 1]);
    expect(buffer.stats()).toMatchObject({ pending: 0, recorded: 7, written: 7, dropped: 0 });
    await buffer.stop();
  });

  it('holds at most maxPending events: the rest are dropped and counted, not queued', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const buffer = createEventBuffer({ db, batchSize: 1000, maxPending: 5, flushMs: 60_000, write: () => gate });
    for (let i = 0; i < 8; i++) buffer.record(event(i));
    expect(buffer.stats()).toMatchObject({ pending: 5, dropped: 3 });
    release();
    await buffer.stop();
  });

  it('between ticks writes only full batches: what arrives during a write waits for the next batch or tick', async () => {
    const sizes: number[] = [];
    let release!: () => void;
    let gate = new Promise<void>((resolve) => (release = resolve));
    const buffer = createEventBuffer({ db, batchSize: 10, flushMs: 60_000, write: async (_db, batch) => { sizes.push(batch.length); await gate; } });
    for (let i = 0; i < 10; i++) buffer.record(event(i));
    await new Promise((r) => setImmediate(r));
    for (let i = 0; i < 3; i++) buffer.record(event(i));
    gate = Promise.resolve();
    release();
    await new Promise((r) => setTimeout(r, 10));
    // Three events do not make a statement of their own until the tick (here: flush()).
    expect(sizes).toEqual([10]);
    await buffer.flush();
    expect(sizes).toEqual([10, 3]);
    await buffer.stop();
  });

  it('a flood of views never crowds out the business actions: they have room beyond the cap', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const buffer = createEventBuffer({ db, batchSize: 1000, maxPending: 5, flushMs: 60_000, write: () => gate });
    for (let i = 0; i < 8; i++) buffer.record(event(i));
    buffer.record({ ...event(9), kind: 'inquiry' });
    buffer.record({ ...event(10), kind: 'quotation_sent' });
    expect(buffer.stats()).toMatchObject({ pending: 7, dropped: 3 });
    release();
    await buffer.stop();
  });

  it('a failing database drops the batch and counts it; recording goes on and later batches are written', async () => {
    let down = true;
    const written: number[] = [];
    const warnings: unknown[] = [];
    const buffer = createEventBuffer({
      db,
      batchSize: 2,
      flushMs: 60_000,
      log: { warn: (...args: unknown[]) => void warnings.push(args) } as never,
      write: async (_db, batch) => {
        if (down) throw new Error('connection refused');
        written.push(batch.length);
      },
    });
    buffer.record(event(1));
    buffer.record(event(2));
    await tick();
    await buffer.flush();
    expect(buffer.stats()).toMatchObject({ dropped: 2, failedBatches: 1, written: 0, pending: 0 });
    expect(warnings).toHaveLength(1);
    down = false;
    buffer.record(event(3));
    await buffer.flush();
    expect(written).toEqual([1]);
    await buffer.stop();
  });

  it('stop writes everything left, even many batches, and ends with the database down', async () => {
    const written: number[] = [];
    const buffer = createEventBuffer({ db, batchSize: 10, flushMs: 60_000, write: async (_db, batch) => void written.push(batch.length) });
    for (let i = 0; i < 25; i++) buffer.record(event(i));
    await buffer.stop();
    expect(written.reduce((a, b) => a + b, 0)).toBe(25);
    buffer.record(event(99));
    expect(buffer.stats().dropped).toBe(1);

    const dead = createEventBuffer({ db, batchSize: 10, flushMs: 60_000, write: async () => Promise.reject(new Error('gone')) });
    for (let i = 0; i < 25; i++) dead.record(event(i));
    await dead.stop();
    expect(dead.stats()).toMatchObject({ pending: 0, dropped: 25 });
  });
});
