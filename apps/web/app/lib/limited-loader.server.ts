import { data } from 'react-router';
import { ApiError } from './api-client.ts';

/**
 * Runs the call of a guest-limited page: its data, or `limited` with the server's message when the
 * guest used up the window (HTTP 429 for the page too), or the 404 page.
 */
export async function loadLimited<T>(run: () => Promise<T>) {
  try {
    return { limited: false as const, value: await run() };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'GUEST_LIMIT') {
      return data({ limited: true as const, message: error.messages[0] ?? '' }, { status: 429 });
    }
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}
