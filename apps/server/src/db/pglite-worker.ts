// The embedded database's own thread (decision 036). PGlite is PostgreSQL compiled to WebAssembly:
// every statement runs synchronously on the thread that holds it. On the request thread a batch of
// analytics events (4–8 ms) or a report stalled every page waiting behind it; here they only take
// this thread. pglite-thread.ts is the other end; this file is plain Node (no tsx needed): erasable
// TypeScript, standard modules only.
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface WorkerStart {
  dataDir?: string;
  loadDataDir?: Blob;
}

/** A call from the request thread; `tx` names an open transaction the statement belongs to. */
export type WorkerCall =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; rawTypes?: number[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

export type WorkerReply = { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: SerializedError };

/** An error as data: structured cloning keeps an Error's message but drops PostgreSQL's fields (code, constraint…). */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

const port = parentPort!;
/** The marker a rollback rejects PGlite's transaction with (PGlite then rolls back and rethrows it). */
const ROLLBACK = Symbol('rollback');

/**
 * The thread's CPU priority (Linux nice, 0 to 19; the request thread stays at 0). When the machine's
 * cores are busy, pages answered from memory go before database work: recording 2,000 analytics
 * events a second raised the cached product page's p99 from about 0.8 to 1.4–2.7 ms at the same
 * priority, and to 1.1–1.5 ms at 10 (decision 036). Database work still gets its share (about a tenth of a
 * core against one busy thread), and a machine with a core to spare gives it all of that core.
 */
const THREAD_NICE = 10;

// Linux lets a thread have its own priority: /proc/thread-self names this thread's id. Elsewhere
// (or when refused) the thread keeps the process's priority.
try {
  const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, Math.max(os.getPriority(tid), THREAD_NICE));
} catch {
  // not Linux, or not allowed: same priority as the requests
}

const start = workerData as WorkerStart;

function serialize(error: unknown): SerializedError {
  const e = error instanceof Error ? error : new Error(String(error));
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(e)) {
    // The failed statement's options hold functions (type parsers) that cannot cross threads.
    if (key === 'queryOptions' || typeof value === 'function') continue;
    fields[key] = value;
  }
  return { name: e.name, message: e.message, stack: e.stack, fields };
}

/** drizzle hands type parsers as functions (which cannot be cloned); all of them return the text as is. */
const rawParsers = (types: number[] | undefined) => (types?.length ? Object.fromEntries(types.map((t) => [t, (value: string) => value])) : undefined);

interface OpenTx {
  tx: Transaction;
  finish: (commit: boolean) => void;
  done: Promise<unknown>;
}

const db = await PGlite.create({ dataDir: start.dataDir, loadDataDir: start.loadDataDir, extensions: { pg_trgm } }).catch((error: unknown) => {
  port.postMessage({ id: 0, ok: false, error: serialize(error) } satisfies WorkerReply);
  return null;
});

if (db) {
  const open = new Map<number, OpenTx>();
  let nextTx = 1;

  const target = (tx: number | undefined) => {
    if (tx === undefined) return db;
    const found = open.get(tx);
    if (!found) throw new Error(`transaction ${tx} is not open`);
    return found.tx;
  };

  async function run(call: WorkerCall): Promise<unknown> {
    switch (call.op) {
      case 'query':
        return target(call.tx).query(call.sql, call.params, { rowMode: call.rowMode, parsers: rawParsers(call.rawTypes) });
      case 'exec':
        return target(call.tx).exec(call.sql);
      case 'begin': {
        // PGlite's own transaction: BEGIN now, statements outside it wait until it ends, COMMIT or
        // ROLLBACK when the request thread says so.
        const id = nextTx++;
        let begun!: () => void;
        const ready = new Promise<void>((resolve) => (begun = resolve));
        const done = db!.transaction(
          (tx) =>
            new Promise<void>((resolve, reject) => {
              open.set(id, { tx, finish: (commit) => (commit ? resolve() : reject(ROLLBACK)), done });
              begun();
            }),
        );
        // A BEGIN that fails never calls back: its error is the answer.
        await Promise.race([ready, done]);
        return id;
      }
      case 'commit':
      case 'rollback': {
        const found = open.get(call.tx);
        if (!found) throw new Error(`transaction ${call.tx} is not open`);
        open.delete(call.tx);
        found.finish(call.op === 'commit');
        try {
          await found.done;
        } catch (error) {
          if (error !== ROLLBACK) throw error;
        }
        return undefined;
      }
      case 'close':
        await db!.close();
        return undefined;
    }
  }

  const reply = (message: WorkerReply) => {
    try {
      port.postMessage(message);
    } catch (error) {
      // An answer that cannot be cloned must not end the thread (and with it the database).
      port.postMessage({ id: message.id, ok: false, error: serialize(error) } satisfies WorkerReply);
    }
  };
  port.on('message', (call: WorkerCall) => {
    run(call).then(
      (value) => reply({ id: call.id, ok: true, value }),
      (error: unknown) => reply({ id: call.id, ok: false, error: serialize(error) }),
    );
  });
  port.postMessage({ id: 0, ok: true } satisfies WorkerReply);
}
