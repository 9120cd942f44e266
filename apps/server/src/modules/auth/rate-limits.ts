import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_RATE_LIMITS } from '@tradelink/shared/constants/limits';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';

/** At most 10 attempts a minute per client address for each of login, signup and reset. */
export function limitPerAddress(app: FastifyInstance, action: 'login' | 'signup' | 'reset') {
  const { max, windowMs } = AUTH_RATE_LIMITS.perAddress;
  return (request: FastifyRequest) => enforceRateLimit(app.deps.rateLimiter, `${action}:${request.ip}`, max, windowMs);
}
