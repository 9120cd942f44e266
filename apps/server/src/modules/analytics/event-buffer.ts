import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { insertEvents, reopenDays, type PendingEvent } from './events.repository.ts';
import { ACTION_KINDS } from './record-action.ts';

// Recording never slows a page (decision 032): `record()` only appends to an in-memory list; a
// timer (or a full batch) writes the list in batches of one statement each, off the request path.
// Memory is bounded: past `maxPending` events wait, new ones are dropped and counted. A batch whose
// write fails (the database is down) is dropped and counted rather than retried, so an outage never
// piles up memory or blocks a request; these are statistics, not money. Stopping (the app closing)
// writes everything still waiting before the database is closed.

export interface EventRecorder {
  record(event: PendingEvent): void;
  /** Writes everything waiting now; resolves when it is written (or dropped). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left; later records are dropped and counted. */
  stop(): Promise<void>;
  stats(): RecorderStats;
}

export interface RecorderStats {
  pending: number;
  recorded: number;
  written: number;
  dropped: number;
  failedBatches: number;
}

const ACTIONS = new Set<string>(ACTION_KINDS);

export interface BufferOptions {
  db: Db;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Events held at most (about 300 bytes each): 20,000 is some 6 MB. */
  maxPending?: number;
  /** Events per statement. */
  batchSize?: number;
  /** How often the timer writes what is waiting. */
  flushMs?: number;
  write?: (db: Db, batch: PendingEvent[]) => Promise<unknown>;
  now?: () => Date;
}

/** Actions held beyond `maxPending` when views fill the buffer. */
const ACTION_ROOM = 5_000;

export function createEventBuffer(options: BufferOptions): EventRecorder {
  const maxPending = options.maxPending ?? 20_000;
  const batchSize = options.batchSize ?? 500;
  const write = options.write ?? insertEvents;
  const now = options.now ?? (() => new Date());
  let pending: PendingEvent[] = [];
  let inFlight: Promise<void> | null = null;
  let soon = false;
  let stopped = false;
  let lastWarning = 0;
  const stats = { recorded: 0, written: 0, dropped: 0, failedBatches: 0 };

  function warn(error: unknown, lost: number) {
    // One line a minute at most: an outage would otherwise log on every tick.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    options.log?.warn({ err: error, lost, dropped: stats.dropped }, 'analytics events not recorded (dropped and counted)');
  }

  async function writeBatch(batch: PendingEvent[]): Promise<boolean> {
    try {
      await write(options.db, batch);
      stats.written += batch.length;
      const today = now().toISOString().slice(0, 10);
      const late = [...new Set(batch.map((e) => e.at.slice(0, 10)).filter((day) => day < today))];
      if (late.length) await reopenDays(options.db, late);
      return true;
    } catch (error) {
      stats.dropped += batch.length;
      stats.failedBatches += 1;
      warn(error, batch.length);
      return false;
    }
  }

  /**
   * Writes batches until fewer than a batch wait (`all`: until none do); a failed batch ends the
   * round (the next tick tries again). Only full batches are written between ticks: writing
   * whatever arrived during the previous write turned 4 statements a second into a hundred small
   * ones at 2,000 events a second, and their allocations into long pauses of the page process.
   */
  async function drain(all: boolean) {
    while (pending.length >= batchSize || (all && pending.length)) {
      const batch = pending.length <= batchSize ? pending : pending.slice(0, batchSize);
      pending = pending.length <= batchSize ? [] : pending.slice(batchSize);
      if (!(await writeBatch(batch))) return;
    }
  }

  /** Writes what waits: everything (`all`, the timer and stopping), or the full batches only. */
  function flush(all = true): Promise<void> {
    const least = all ? 1 : batchSize;
    if (inFlight) return inFlight.then(() => (pending.length >= least ? flush(all) : undefined));
    if (pending.length < least) return Promise.resolve();
    inFlight = drain(all).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  const timer = setInterval(() => void flush(), options.flushMs ?? 2_000);
  timer.unref();

  return {
    record(event) {
      // Views come from anyone's beacons; a flood of them must not crowd out an inquiry or a
      // quotation, so actions have room of their own beyond the views' cap.
      const cap = ACTIONS.has(event.kind) ? maxPending + ACTION_ROOM : maxPending;
      if (stopped || pending.length >= cap) {
        stats.dropped += 1;
        return;
      }
      stats.recorded += 1;
      pending.push(event);
      // A full batch is written at once, on a later turn (never inside the request's own).
      if (pending.length >= batchSize && !soon && !inFlight) {
        soon = true;
        setImmediate(() => {
          soon = false;
          void flush(false);
        });
      }
    },
    flush: () => flush(true),
    async stop() {
      stopped = true;
      clearInterval(timer);
      // Each round writes or drops at least one batch, so this ends even with the database gone.
      while (pending.length || inFlight) await flush();
    },
    stats: () => ({ pending: pending.length, ...stats }),
  };
}
