import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_RATE_LIMITS } from '@tradelink/shared/constants/limits';
import { AppError } from '../../lib/app-error.ts';

/** At most 10 attempts a minute per client address for each of login, signup and reset. */
export function limitPerAddress(app: FastifyInstance, action: 'login' | 'signup' | 'reset') {
  const { max, windowMs } = AUTH_RATE_LIMITS.perAddress;
  return async (request: FastifyRequest) => {
    const result = await app.deps.rateLimiter.hit(`${action}:${request.ip}`, max, windowMs);
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', {
        params: { seconds: result.retryAfterSeconds },
        headers: { 'Retry-After': String(result.retryAfterSeconds) },
      });
    }
  };
}
