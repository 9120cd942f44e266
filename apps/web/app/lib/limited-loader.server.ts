import { data } from 'react-router';
import { ApiError } from './api-client.ts';

/**
 * Runs the call of a guest-limited page: its data, or `limited` with the server's message and when
 * the window ends (`resetAt`, from the answer's Retry-After) when the guest used it up (HTTP 429
 * for the page too), or the 404 page.
 */
export async function loadLimited<T>(run: () => Promise<T>) {
  try {
    return { limited: false as const, value: await run() };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'GUEST_LIMIT') {
      const resetAt = error.retryAfter ? new Date(Date.now() + error.retryAfter * 1000).toISOString() : null;
      return data({ limited: true as const, message: error.messages[0] ?? '', resetAt }, { status: 429 });
    }
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}
