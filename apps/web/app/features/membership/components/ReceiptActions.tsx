import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import { refundRequest, type PaymentDetail } from '@tradelink/shared/membership/membership';
import { formatMoney } from '@tradelink/shared/membership/money';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { ReasonModal } from '~/components/forms/ReasonModal.tsx';
import { useRefundPayment } from '../api/payment-queries.ts';
import { planLabelKey } from '../plan-label.ts';

/**
 * Print for everyone; the owner may ask for a refund (a support request naming the receipt); an
 * operator may refund it outright, with a reason kept on the payment.
 */
export function ReceiptActions({ payment: p }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation('membership');
  const dialog = useDialog();
  const refund = useRefundPayment();
  const [refunding, setRefunding] = useState(false);
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
