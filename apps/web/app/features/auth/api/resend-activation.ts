import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api, ApiError } from '~/lib/api-client.ts';

/**
 * Seconds the "Resend activation email" button rests after a mail went out: the mail takes a moment
 * to arrive, and the server allows only a few an hour per address.
 */
export const RESEND_COOLDOWN_SECONDS = 60;

/** `auth.resend_activation`: a new activation link for an account that is not activated yet. */
export function useResendActivation() {
  return useMutation({
    mutationFn: (input: CallRequest<'auth.resend_activation'>) => api('auth.resend_activation', input),
    // The card shows the outcome itself (no toast).
    meta: { silent: true },
  });
}

/** The wait the server asked for when it refused the call as too frequent (429), in seconds; otherwise null. */
export function retryWaitSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return error.retryAfter && error.retryAfter > 0 ? Math.ceil(error.retryAfter) : RESEND_COOLDOWN_SECONDS;
}

/** A wait as the card words it: whole minutes from a minute and a half on, seconds below. */
export function waitInWords(seconds: number): { unit: 'minutes' | 'seconds'; count: number } {
  return seconds >= 90 ? { unit: 'minutes', count: Math.ceil(seconds / 60) } : { unit: 'seconds', count: Math.max(1, Math.ceil(seconds)) };
}

/** A countdown as m:ss (the same in every language). */
export function clockTime(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
