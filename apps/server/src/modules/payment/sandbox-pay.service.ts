import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { SANDBOX_CARDS } from '@tradelink/shared/constants/plans';
import type { sandboxPayRequest } from '@tradelink/shared/membership/membership';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import * as repo from './payment.repository.ts';
import { paymentFor } from './payment.service.ts';
import { emitCheckoutCompleted } from './sandbox.provider.ts';

// The sandbox provider's card form. Its three test cards (constants/plans.ts SANDBOX_CARDS) stand
// for the outcomes a real card can have: accepted, declined, and a temporary error that clears on retry.

/** Card attempts per user: a card form must not become a card-testing oracle, even a fake one. */
const SANDBOX_PAY_LIMIT = { max: 20, windowMs: 10 * 60_000 };

type CardResult = 'success' | 'declined' | 'try_again';

/** The Luhn checksum every real card number satisfies (so do the test cards). */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What Stripe calls a card's fingerprint: the same number always gives the same value, and the
 * value does not give the number back. The sandbox keeps no card number.
 */
export function cardFingerprint(number: string): string {
  return createHash('sha256').update(`tradelink-sandbox-card:${number}`).digest('base64url').slice(0, 24);
}

/** "Visa •••• 4242", as receipts print a card. */
export function cardLabel(number: string): string {
  const brand = /^4/.test(number) ? 'Visa' : /^(5[1-5]|2[2-7])/.test(number) ? 'Mastercard' : /^3[47]/.test(number) ? 'American Express' : 'Card';
  return `${brand} •••• ${number.slice(-4)}`;
}

function checkCard(input: z.output<typeof sandboxPayRequest>, now: Date) {
  if (!passesLuhn(input.card_number)) throw fieldError('card_number', 'card_number_invalid');
  const year = now.getUTCFullYear();
  if (input.exp_year < year || (input.exp_year === year && input.exp_month < now.getUTCMonth() + 1)) throw fieldError('exp_year', 'card_expired');
}

function outcome(cardNumber: string, payment: repo.PaymentRow): CardResult {
  if (cardNumber === SANDBOX_CARDS.success) return 'success';
  // The retry card fails once with a temporary error; the attempt after that goes through.
  if (cardNumber === SANDBOX_CARDS.retry) return payment.failureCode === 'processing_error' ? 'success' : 'try_again';
  return 'declined';
}

/**
 * `membership.sandbox_pay`: the owner pays their pending sandbox checkout. An accepted card makes
 * the sandbox send Stripe's `checkout.session.completed` through the webhook handler; the event is
 * applied before this returns, so the plan is active when the page shows the receipt.
 */
export async function sandboxPay(deps: Deps, user: SessionUser, input: z.output<typeof sandboxPayRequest>) {
  await enforceRateLimit(deps.rateLimiter, `sandbox_pay:${user.id}`, SANDBOX_PAY_LIMIT.max, SANDBOX_PAY_LIMIT.windowMs);
  // With Stripe configured, or in production without PAYMENTS_SANDBOX=1, the sandbox does not exist.
  if (!deps.env.paymentsSandbox) throw new AppError('NOT_FOUND');
  const now = new Date();
  const attempt = await deps.db.transaction(async (tx) => {
    const payment = await repo.lockPayment(tx, input.payment_id);
    if (!payment || payment.userId !== user.id || payment.provider !== 'sandbox') throw new AppError('NOT_FOUND');
    if (payment.status !== 'payment_pending') throw new AppError('PAYMENT_NOT_PENDING');
    checkCard(input, now);
    const result = outcome(input.card_number, payment);
    const failureCode = result === 'declined' ? 'card_declined' : result === 'try_again' ? 'processing_error' : null;
    const updated = await repo.updatePayment(tx, payment.id, {
      attempts: payment.attempts + 1,
      failureCode,
      ...(result === 'success' && { cardLabel: cardLabel(input.card_number), cardFingerprint: cardFingerprint(input.card_number) }),
    });
    return { result, payment: updated };
  });
  if (attempt.result === 'declined') throw new AppError('CARD_DECLINED');
  if (attempt.result === 'try_again') throw new AppError('CARD_TRY_AGAIN');
  await emitCheckoutCompleted(deps, attempt.payment, now);
  await deps.payments.flush();
  return paymentFor(deps, user, attempt.payment.id);
}
