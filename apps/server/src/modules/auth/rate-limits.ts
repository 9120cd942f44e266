import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_RATE_LIMITS } from '@tradelink/shared/constants/limits';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';

/**
 * Activation mails per account in an hour: the signup's own and three more. Counted per address
 * asked for (known or not, so the limit says nothing about who has an account) and, for a real
 * account, on its stored mails too (the in-memory limiter forgets on restart).
 */
export const ACTIVATION_MAILS_PER_ACCOUNT = { max: 4, windowMs: 60 * 60_000 } as const;

/** At most 10 attempts a minute per client address for each of login, signup, reset and activation resends. */
export function limitPerAddress(app: FastifyInstance, action: 'login' | 'signup' | 'reset' | 'activation') {
  const { max, windowMs } = AUTH_RATE_LIMITS.perAddress;
  return (request: FastifyRequest) => enforceRateLimit(app.deps.rateLimiter, `${action}:${request.ip}`, max, windowMs);
}
