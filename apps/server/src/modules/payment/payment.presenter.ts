import type { PaymentDetail, PaymentListItem } from '@tradelink/shared/membership/membership';
import type { PaymentStatus, PlanName, PlanSide } from '@tradelink/shared/constants/plans';
import { receiptNumber } from '@tradelink/shared/membership/money';
import type { PaymentRow } from './payment.repository.ts';

const CHARGED = ['paid', 'refunded'];
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentListItem(row: PaymentRow): PaymentListItem {
  return {
    id: row.id,
    // Only a charge has a number (the database gives it when the payment is paid): attempts have none.
    number: row.number === null ? null : receiptNumber(row.number),
    side: row.side as PlanSide,
    plan_name: row.planName as PlanName,
    months: row.months,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status as PaymentStatus,
    kind: row.kind === 'renewal' ? 'renewal' : 'checkout',
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt),
    failure_code: CHARGED.includes(row.status) ? null : row.failureCode,
  };
}

/** The receipt; what the viewer may do with it depends on who they are (owner, operator). */
export function presentDetail(row: PaymentRow, viewer: { owner: boolean; operator: boolean }): PaymentDetail {
  const paid = row.status === 'paid';
  return {
    ...presentListItem(row),
    provider: row.provider === 'stripe' ? 'stripe' : 'sandbox',
    period_start: iso(row.periodStart),
    period_end: iso(row.periodEnd),
    billing_email: row.billingEmail,
    billing_name: row.billingName,
    billing_company: row.billingCompany,
    billing_country: row.billingCountry,
    card_label: row.cardLabel,
    refunded_at: iso(row.refundedAt),
    refund_reason: row.refundReason,
    can_request_refund: viewer.owner && paid,
    can_refund: viewer.operator && paid,
    // Not while a checkout is still open and unrefused: its confirmation may be on its way.
    can_try_again: viewer.owner && row.number === null && (row.status !== 'payment_pending' || row.failureCode !== null),
  };
}
