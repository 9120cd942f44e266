import { STARTUP_RETRIES, startupRetryDelayMs } from '@tradelink/shared/constants/timing';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Answers that mean "the server is not there yet" (a proxy in front of a starting or restarting app). */
const NOT_REACHED = new Set([502, 503]);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The HTTP client's start-up retries: until the server has answered once, a read that cannot reach
 * it (network error, 502, 503) is tried again after 2, 4 and 8 s, then fails as before. Only reads
 * (GET): a POST whose connection dropped may have been applied, and sending it again could repeat it.
 * A 4xx, or any answer after the first one, goes straight to the caller.
 */
export function withStartupRetry(fetcher: Fetch): Fetch {
  let reached = false;
  return async (url, init) => {
    const retryable = () => !reached && (init?.method ?? 'GET').toUpperCase() === 'GET';
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await fetcher(url, init);
        if (!NOT_REACHED.has(response.status)) {
          reached = true;
          return response;
        }
        if (!retryable() || attempt > STARTUP_RETRIES) return response;
      } catch (error) {
        if (!retryable() || attempt > STARTUP_RETRIES) throw error;
      }
      await wait(startupRetryDelayMs(attempt));
    }
  };
}
