import { ApiError } from '~/lib/api-client.ts';

/** The server's translated message for a failed call, or the caller's fallback text. */
export const errorText = (error: unknown, fallback: string) => (error instanceof ApiError && error.messages[0]) || fallback;
