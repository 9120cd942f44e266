import type { z } from 'zod';
import type { refundRequest } from '@tradelink/shared/membership/membership';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { actorOf, recordAudit } from '../audit/audit.repository.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import * as repo from './payment.repository.ts';
import { paymentFor } from './payment.service.ts';
import { providerFor } from './provider.ts';

/**
 * `admin.refund_payment`: an operator refunds a paid payment in full. The provider refunds; its
 * `charge.refunded` event marks the payment refunded and, when it paid for the current plan, moves
 * the side back to Free. The reason and the operator are recorded in the audit log.
 */
export async function refundPayment(deps: Deps, operator: SessionUser, input: z.output<typeof refundRequest>) {
  const payment = await repo.findPayment(deps.db, input.payment_id);
  if (!payment) throw new AppError('NOT_FOUND');
  if (payment.status !== 'paid') throw new AppError('PAYMENT_NOT_REFUNDABLE');
  // The provider first: if it refuses, nothing is recorded as refunded.
  await providerFor(deps, payment.provider).refund(payment, new Date());
  await deps.db.transaction(async (tx) => {
    await repo.updatePayment(tx, payment.id, { refundReason: input.reason });
    await recordAudit(tx, actorOf(operator), {
      action: 'payment.refund',
      targetType: 'payment',
      targetId: payment.id,
      before: { status: payment.status, amount_cents: payment.amountCents, plan_name: payment.planName, side: payment.side },
      after: { status: 'refunded' },
      reason: input.reason,
    });
  });
  await deps.payments.flush();
  return paymentFor(deps, operator, payment.id);
}
