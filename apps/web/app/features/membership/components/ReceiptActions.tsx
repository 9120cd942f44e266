import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import { refundRequest, type PaymentDetail } from '@tradelink/shared/membership/membership';
import { formatMoney } from '@tradelink/shared/membership/money';
import { checkoutSlug, isPlanPeriod, priceFor } from '@tradelink/shared/rules/plans';
import { PAID_PLANS, type PaidPlan } from '@tradelink/shared/constants/plans';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { ReasonModal } from '~/components/forms/ReasonModal.tsx';
import { useRefundPayment } from '../api/payment-queries.ts';
import { isReceipt } from '../payment-attempt.ts';
import { planLabelKey } from '../plan-label.ts';

/** Where to try an attempt again: the same plan and period's checkout, or Buyer Premium's. */
function retryPath(p: PaymentDetail): string {
  if (p.side === 'buyer') return '/buyer-premium-payment';
  const plan = PAID_PLANS.find((name): name is PaidPlan => name === p.plan_name);
  return plan && isPlanPeriod(p.months) && priceFor(plan, p.months) ? `/supplier-premium-payment/${checkoutSlug(plan, p.months)}` : '/membership-pricing';
}

/**
 * An attempt (nothing charged) only offers to try again, to its owner. A receipt: print for everyone; the owner may ask for a refund (a support request naming the receipt); an
 * operator may refund it outright, with a reason kept on the payment.
 */
export function ReceiptActions({ payment: p }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation('membership');
  const dialog = useDialog();
  const refund = useRefundPayment();
  const [refunding, setRefunding] = useState(false);
  if (!isReceipt(p)) {
    // Only the owner may pay; an operator reading someone's attempt has nothing to do here.
    if (!p.can_try_again) return null;
    return (
      <Group gap="sm" data-print-hide>
        <Button component={Link} to={retryPath(p)}>
          {t('attempt.tryAgain')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm" data-print-hide>
      <Button variant="default" onClick={() => window.print()}>
        {t('receipt.print')}
      </Button>
      {p.can_request_refund && (
        <Button variant="subtle" onClick={() => dialog.open('requestRefund', { paymentReference: p.number, planName: t(planLabelKey(p.side, p.plan_name)) })}>
          {t('receipt.requestRefund')}
        </Button>
      )}
      {p.can_refund && (
        <Button color="red" variant="light" onClick={() => setRefunding(true)}>
          {t('receipt.refund')}
        </Button>
      )}
      {refunding && (
        <ReasonModal
          title={t('refund.title', { number: p.number })}
          intro={t('refund.intro', { amount: formatMoney(p.amount_cents, i18n.language, p.currency) })}
          schema={refundRequest}
          initial={{ payment_id: p.id, reason: '' }}
          label={t('refund.reason')}
          required
          maxLength={500}
          submitLabel={t('refund.submit')}
          submitColor="red"
          cancelLabel={t('refund.cancel')}
          onSubmit={(values) => refund.mutateAsync(values).then(() => notifications.show({ color: 'green', message: t('refund.done', { number: p.number }) }))}
          onClose={() => setRefunding(false)}
        />
      )}
    </Group>
  );
}
