/**
 * The tools' heavy queries (catalogue searches, lead ranking: the work that follows a turn's first
 * words) go through one gate per process, each query on its own, and turns being opened come first. 50 conversations starting together would
 * otherwise queue every new turn's first queries (the plan check, saving the message) behind dozens
 * of searches and saves, and the first words of each answer would wait for everyone's results
 * (bench: npm run bench -- --only agent). The embedded database runs one query at a time anyway, so
 * one slot costs it nothing; PostgreSQL runs several in parallel.
 */
export const AGENT_TOOL_CONCURRENCY = { embedded: 1, postgres: 4 } as const;
/** Work behind the gate waits for turns being opened at most this long (no starvation under a steady flow). */
const OPENING_FIRST_MS = 500;

let opening = 0;
let openingDone: Array<() => void> = [];

/** A turn is being opened (checks, its message saved) until the returned function is called. */
export function beginOpening(): () => void {
  opening++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (--opening === 0) {
      const waiting = openingDone;
      openingDone = [];
      for (const resolve of waiting) resolve();
    }
  };
}

function openingsSettled(): Promise<void> {
  if (opening === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, OPENING_FIRST_MS);
    openingDone.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export function createGate(slots: number) {
  let free = slots;
  const waiting: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    // A macrotask turn first: the embedded database answers through promises alone, so a plan's
    // dozen searches would run as one chain in which no new request, and no socket, is read.
    await new Promise((resolve) => setImmediate(resolve));
    await openingsSettled();
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

let gate: ReturnType<typeof createGate> | undefined;

/** The process's gate, sized for its database (DATABASE_URL set: PostgreSQL). */
export function toolGate(env: { DATABASE_URL?: string }) {
  gate ??= createGate(env.DATABASE_URL ? AGENT_TOOL_CONCURRENCY.postgres : AGENT_TOOL_CONCURRENCY.embedded);
  return gate;
}
