import type { z } from 'zod';
import type { refundRequest } from '@tradelink/shared/membership/membership';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { actorOf, recordAudit } from '../audit/audit.repository.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import * as repo from './payment.repository.ts';
import { paymentFor } from './payment.service.ts';
import type { PaymentProvider } from './provider.ts';
import { providerFor } from './providers.ts';

/**
 * The payment intent to refund. A subscription's payments reach us without one when their
 * `invoice_payment.paid` was missed (a checkout session and an invoice no longer name it): it is
 * asked from the invoice's payments and stored before the refund, so the refund's `charge.refunded`,
 * which names only the intent, finds this payment.
 */
async function refundableIntent(deps: Deps, provider: PaymentProvider, payment: repo.PaymentRow): Promise<string> {
  if (payment.paymentIntentId) return payment.paymentIntentId;
  const intent = payment.invoiceId ? await provider.paymentIntentOfInvoice(payment.invoiceId) : null;
  if (!intent) throw new AppError('PAYMENT_NOT_REFUNDABLE');
  await repo.setPaymentIntentIfMissing(deps.db, payment.id, intent);
  return intent;
}

/**
 * `admin.refund_payment`: an operator refunds a paid payment in full. The provider refunds; its
 * `charge.refunded` event marks the payment refunded and takes back the plan time it bought. The
 * reason and the operator are recorded in the audit log.
 */
export async function refundPayment(deps: Deps, operator: SessionUser, input: z.output<typeof refundRequest>) {
  const payment = await repo.findPayment(deps.db, input.payment_id);
  if (!payment) throw new AppError('NOT_FOUND');
  if (payment.status !== 'paid') throw new AppError('PAYMENT_NOT_REFUNDABLE');
  const provider = providerFor(deps, payment.provider);
  const paymentIntentId = await refundableIntent(deps, provider, payment);
  // The provider first: if it refuses, nothing is recorded as refunded.
  await provider.refund({ ...payment, paymentIntentId }, new Date());
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
