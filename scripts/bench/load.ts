import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Every answered request's latency (ms), when asked for: runs are pooled before taking a percentile. */
  latencies?: number[];
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

type LoadRequest = (i: number) => { path: string; headers?: Record<string, string> };

/** Sends request `i` and records its latency (ms) when answered 200, or counts an error. */
function timedGet(port: number, agent: http.Agent, request: LoadRequest, i: number, tally: { latencies: number[]; errors: number }): Promise<void> {
  return new Promise<void>((resolve) => {
    const { path, headers } = request(i);
    const start = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if (res.statusCode === 200) tally.latencies.push(performance.now() - start);
        else tally.errors++;
        resolve();
      });
    });
    req.on('error', () => {
      tally.errors++;
      resolve();
    });
  });
}

function resultOf(tally: { latencies: number[]; errors: number }, started: number, keep = false): LoadResult {
  const seconds = (performance.now() - started) / 1000;
  const latencies = [...tally.latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors: tally.errors,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    ...(keep ? { latencies: latencies.map((l) => Math.round(l * 1000) / 1000) } : {}),
  };
}

/** Percentiles of several runs' latencies together (runs made with `keepLatencies`). */
export function pooled(results: LoadResult[]): LoadResult {
  const latencies = results.flatMap((r) => r.latencies ?? []).sort((a, b) => a - b);
  const seconds = results.reduce((n, r) => n + r.seconds, 0);
  return {
    requests: latencies.length,
    errors: results.reduce((n, r) => n + r.errors, 0),
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/**
 * A closed-loop load: `connections` keep-alive clients each send the next request as soon as the
 * previous answer is read, for `seconds`. Latency is measured per request (ms, exact percentiles).
 */
export async function runLoad(options: {
  port: number;
  connections: number;
  seconds: number;
  request: LoadRequest;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const tally = { latencies: [] as number[], errors: 0 };
  let counter = 0;
  const end = performance.now() + options.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < end) await timedGet(options.port, agent, options.request, counter++, tally);
    }),
  );
  agent.destroy();
  return resultOf(tally, started);
}

/**
 * An open-loop load: requests start at a steady `rate` a second whatever the answers do (as
 * visitors arrive), for `seconds`; the load never waits for the server, so a stalled server shows in
 * the figures instead of slowing the load down. Latency is counted from each request's send (this
 * process's own timer lateness is not the server's).
 */
export async function runOpenLoad(options: {
  port: number;
  rate: number;
  seconds: number;
  request: LoadRequest;
  keepLatencies?: boolean;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const tally = { latencies: [] as number[], errors: 0 };
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const started = performance.now();
  const pending: Array<Promise<void>> = [];
  for (let i = 0; i < total; i++) {
    const wait = started + i * interval - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(timedGet(options.port, agent, options.request, i, tally));
  }
  await Promise.all(pending);
  agent.destroy();
  return resultOf(tally, started, options.keepLatencies);
}
