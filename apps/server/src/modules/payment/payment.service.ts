import type { z } from 'zod';
import { OPERATOR_ROLE } from '@tradelink/shared/constants/roles';
import { PLAN_CURRENCY } from '@tradelink/shared/constants/plans';
import { PAYMENTS_PAGE_SIZE, type checkoutRequest, type paymentsRequest } from '@tradelink/shared/membership/membership';
import { checkoutAmountCents } from '@tradelink/shared/rules/plans';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { requireBuyer, requireSupplier } from '../account/sides.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { presentDetail, presentListItem } from './payment.presenter.ts';
import * as repo from './payment.repository.ts';
import { checkoutProviderName } from './provider.ts';
import { providerFor } from './providers.ts';

/** Checkouts a user may open: enough for honest retries, not for filling the table. */
const CHECKOUT_LIMIT = { max: 30, windowMs: 10 * 60_000 };

/**
 * `membership.checkout`: a pending payment at the price table's amount (the request names a plan
 * and period, never a price), replacing the user's unfinished checkouts on that side, and the
 * provider's checkout for it. Nothing changes on the account until the provider confirms payment.
 */
export async function checkout(deps: Deps, user: SessionUser, input: z.output<typeof checkoutRequest>) {
  await enforceRateLimit(deps.rateLimiter, `checkout:${user.id}`, CHECKOUT_LIMIT.max, CHECKOUT_LIMIT.windowMs);
  if (input.side === 'supplier') await requireSupplier(deps.db, user.id);
  else await requireBuyer(deps.db, user.id);
  const amount = checkoutAmountCents(input.side, input.plan_name, input.months);
  if (amount === undefined) throw new AppError('PLAN_NOT_SOLD');
  // Production without a Stripe key (and without PAYMENTS_SANDBOX=1): nothing may take the order.
  const providerName = checkoutProviderName(deps.env);
  if (!providerName) throw new AppError('SERVICE_UNAVAILABLE');

  const provider = providerFor(deps, providerName);
  const now = new Date();
  const { payment, replaced } = await deps.db.transaction(async (tx) => {
    const replaced = await repo.cancelPendingPayments(tx, user.id, input.side, now);
    const payment = await repo.insertPayment(tx, {
      userId: user.id,
      side: input.side,
      planName: input.plan_name,
      months: input.months,
      amountCents: amount,
      currency: PLAN_CURRENCY,
      provider: provider.name,
      kind: 'checkout',
      status: 'payment_pending',
      billingEmail: user.email,
      billingName: input.billing_name,
      billingCompany: input.billing_company || null,
      billingCountry: input.billing_country ? input.billing_country.toUpperCase() : null,
    });
    return { payment, replaced };
  });
  for (const old of replaced) if (old.checkoutSessionId) await providerFor(deps, old.provider).expireCheckout(old.checkoutSessionId);

  let session;
  try {
    session = await provider.createCheckout(payment, { returnTo: input.return_to });
  } catch (error) {
    // No checkout to pay: the payment must not linger as pending.
    await repo.updatePaymentFrom(deps.db, payment.id, ['payment_pending'], { status: 'cancelled', cancelledAt: new Date(), failureCode: 'checkout_unavailable' });
    throw error;
  }
  await repo.updatePayment(deps.db, payment.id, { checkoutSessionId: session.sessionId });
  return { payment_id: payment.id, provider: provider.name, redirect_url: session.redirectUrl };
}

/** `membership.payments`: the caller's payments, newest first. */
export async function listMine(deps: Deps, user: SessionUser, input: z.output<typeof paymentsRequest>) {
  const { items, total } = await repo.listPayments(deps.db, user.id, input.side, PAYMENTS_PAGE_SIZE, (input.page - 1) * PAYMENTS_PAGE_SIZE);
  return { data: items.map(presentListItem), total, page: input.page, page_size: PAYMENTS_PAGE_SIZE };
}

export const isOperator = (user: SessionUser) => user.roles.includes(OPERATOR_ROLE);

/** A payment as `viewer` may see it; anyone but its owner and the operators gets 404. */
export async function paymentFor(deps: Deps, viewer: SessionUser, id: string) {
  const row = await repo.findPayment(deps.db, id);
  const owner = row?.userId === viewer.id;
  if (!row || (!owner && !isOperator(viewer))) throw new AppError('NOT_FOUND');
  return presentDetail(row, { owner, operator: isOperator(viewer) });
}
