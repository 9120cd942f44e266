import type { FastifyInstance } from 'fastify';
import type { CallName } from '@tradelink/shared/api/calls';
import { PARTNER_ROLE } from '@tradelink/shared/constants/roles';
import { AppError } from '../../lib/app-error.ts';
import { defineCall } from '../../lib/define-call.ts';
import type { SessionUser } from '../auth/session.repository.ts';

/** Names of the calls only Partners may make (the access test walks all of them). */
export const partnerCalls = new Set<CallName>();

/** The Partner role is granted by operators only; every `affiliate.*` call requires it. */
export function requirePartner(user: SessionUser): void {
  if (!user.roles.includes(PARTNER_ROLE)) throw new AppError('AFFILIATE_NOT_PARTNER');
}

/** Registers an `affiliate.*` call: a logged-in user with the Partner role, checked before the input is read. */
export function definePartnerCall<C extends CallName>(app: FastifyInstance, name: C, handler: Parameters<typeof defineCall<C>>[3]) {
  partnerCalls.add(name);
  defineCall(app, name, 'user', handler, { guard: requirePartner });
}
