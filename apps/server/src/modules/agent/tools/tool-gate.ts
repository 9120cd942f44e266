/**
 * At most this many agent tool runs at once in a process. A tool's searches are the heavy queries
 * of a turn; 50 conversations starting together would otherwise queue every new turn's first small
 * queries (the plan check, saving the message) behind dozens of searches, and the first words of
 * each answer would wait for everyone's results (bench: npm run bench -- --only agent). The
 * embedded database runs one query at a time anyway, so one slot costs it nothing; PostgreSQL runs
 * several in parallel.
 */
export const AGENT_TOOL_CONCURRENCY = { embedded: 1, postgres: 4 } as const;

export function createGate(slots: number) {
  let free = slots;
  const waiting: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
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
