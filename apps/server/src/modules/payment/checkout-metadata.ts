import type { PaidPlan, PlanPeriod, PlanSide } from '@tradelink/shared/constants/plans';
import { paymentConfig } from '@tradelink/shared/rules/plans';
import type { PaymentRow } from './payment.repository.ts';

/** The metadata Stripe carries on our checkout sessions and subscriptions (the sandbox sends the same). */
export function checkoutMetadata(payment: PaymentRow): Record<string, string> {
  return {
    payment_id: payment.id,
    price_id: paymentConfig(payment.side as PlanSide, payment.planName as PaidPlan, payment.months as PlanPeriod).price_id,
    plan_name: payment.planName,
    side: payment.side,
    user_id: payment.userId,
  };
}
