import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client.ts';
import { clockTime, RESEND_COOLDOWN_SECONDS, retryWaitSeconds, waitInWords } from './resend-activation.ts';

describe('resending the activation mail: the wait', () => {
  it("takes the server's Retry-After on a 429, and a minute when it says none", () => {
    expect(retryWaitSeconds(new ApiError(429, 'RATE_LIMITED', ['Too many'], undefined, undefined, 3412))).toBe(3412);
    expect(retryWaitSeconds(new ApiError(429, 'RATE_LIMITED', []))).toBe(RESEND_COOLDOWN_SECONDS);
  });
  it('is no wait for any other failure', () => {
    expect(retryWaitSeconds(new ApiError(400, 'VALIDATION_ERROR', ['Enter a valid email'], 'email'))).toBeNull();
    expect(retryWaitSeconds(new ApiError(0, 'NETWORK_ERROR', []))).toBeNull();
    expect(retryWaitSeconds(new Error('boom'))).toBeNull();
  });
  it('words a long wait in whole minutes (rounded up) and a short one in seconds', () => {
    expect(waitInWords(3412)).toEqual({ unit: 'minutes', count: 57 });
    expect(waitInWords(90)).toEqual({ unit: 'minutes', count: 2 });
    expect(waitInWords(89)).toEqual({ unit: 'seconds', count: 89 });
    expect(waitInWords(0)).toEqual({ unit: 'seconds', count: 1 });
  });
  it('shows the countdown as m:ss', () => {
    expect(clockTime(60)).toBe('1:00');
    expect(clockTime(59)).toBe('0:59');
    expect(clockTime(3412)).toBe('56:52');
    expect(clockTime(-3)).toBe('0:00');
  });
});
