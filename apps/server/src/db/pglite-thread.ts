import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { SerializedError, WorkerCall, WorkerReply, WorkerStart } from './pglite-worker.ts';

// The request thread's end of the embedded database (decision 036): the part of PGlite's client
// that drizzle's pglite driver uses (query, exec, transaction), each call a message to the thread
// that runs PGlite (pglite-worker.ts). The request thread only waits, as it does for PostgreSQL,
// instead of running every statement itself.

type Call = WorkerCall extends infer C ? (C extends WorkerCall ? Omit<C, 'id'> : never) : never;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId?: number) => unknown>;
}

export interface ThreadQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Array<Results>>;
}

export interface PgliteThread extends ThreadQueries {
  transaction<T>(work: (tx: ThreadQueries & { rollback(): never }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** How long closing waits for PGlite to close cleanly before ending its thread. */
const CLOSE_WAIT_MS = 5_000;

function revive(error: SerializedError): Error {
  const e = Object.assign(new Error(error.message), error.fields);
  e.name = error.name;
  if (error.stack) e.stack = error.stack;
  return e;
}

/**
 * drizzle passes type parsers that keep dates and intervals as PostgreSQL's text. Functions cannot
 * cross to the other thread, so the thread applies the same (text as is) to the same types; a
 * parser that does anything else is refused rather than silently ignored.
 */
function rawTypes(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse('2026-01-02 03:04:05+00', Number(type)) !== '2026-01-02 03:04:05+00') throw new Error(`the PGlite thread keeps type ${type} as text; a parser that changes it is not supported`);
    return Number(type);
  });
}

/** Starts PGlite on a thread of its own (in memory without `dataDir`); resolves once it is open. */
export async function startPgliteThread(start: WorkerStart): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: start });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let gone: Error | null = null;

  // The thread keeps the process alive only while a call waits: an idle database must not stop a
  // process from ending, and a script awaiting an answer must not end before it comes.
  const settle = () => {
    if (!waiting.size) worker.unref();
  };
  const failAll = (error: Error) => {
    gone = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    settle();
  };

  const ready = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (reply: WorkerReply) => {
    const found = waiting.get(reply.id);
    if (!found) return;
    waiting.delete(reply.id);
    if (reply.ok) found.resolve(reply.value);
    else found.reject(revive(reply.error));
    settle();
  });
  let closing = false;
  let opened = false;
  const lost = (error: Error) => {
    const first = !gone;
    failAll(error);
    // The embedded database is this process's only one: without it the process serves nothing but
    // errors, and a health check that only asks whether it lives would keep it so. End it, as an
    // uncaught failure inside PGlite did when it ran on the request thread, through the graceful
    // stop (which fails its last writes at once) so a supervisor starts it again.
    if (first && opened && !closing) {
      console.error(`The embedded database's thread stopped: ${error.message}. Stopping this process.`);
      process.exitCode = 1;
      process.kill(process.pid, 'SIGTERM');
    }
  };
  worker.on('error', (error) => lost(error));
  worker.on('exit', (code) => lost(new Error(`the PGlite thread ended (exit code ${code})`)));

  const call = (message: Call): Promise<unknown> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    if (!waiting.size) worker.ref();
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      try {
        worker.postMessage({ ...message, id } as WorkerCall);
      } catch (error) {
        // A parameter that cannot be cloned (a function, a symbol): refused, nothing left waiting.
        waiting.delete(id);
        settle();
        reject(error as Error);
      }
    });
  };

  const queries = (tx?: number): ThreadQueries => ({
    query: (sql, params, options) =>
      call({ op: 'query', sql, params, rowMode: options?.rowMode, rawTypes: rawTypes(options?.parsers), tx }) as Promise<Results<never>>,
    exec: (sql) => call({ op: 'exec', sql, tx }) as Promise<Array<Results>>,
  });

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  opened = true;
  settle();

  return {
    ...queries(),
    async transaction(work) {
      const tx = (await call({ op: 'begin' })) as number;
      try {
        const result = await work({
          ...queries(tx),
          rollback() {
            throw new Error('rolled back');
          },
        });
        await call({ op: 'commit', tx });
        return result;
      } catch (error) {
        // After a failed COMMIT the transaction is already over; the first error is the one to tell.
        await call({ op: 'rollback', tx }).catch(() => {});
        throw error;
      }
    },
    async close() {
      closing = true;
      // PGlite closes after the open transaction ends; one that never does must not keep the
      // process from stopping.
      if (!gone) await Promise.race([call({ op: 'close' }).catch(() => {}), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
      await worker.terminate();
    },
  };
}
