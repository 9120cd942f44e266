import { Badge } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { PaymentStatus } from '@tradelink/shared/constants/plans';

const STATUS_COLORS: Record<PaymentStatus, string> = {
  payment_pending: 'yellow',
  paid: 'green',
  unpaid: 'red',
  cancelled: 'gray',
  refunded: 'grape',
};

export function PaymentStatusBadge({ status, size }: { status: PaymentStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('pricing');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size} data-status={status}>
      {t(`shared.paymentStatus.${status}`)}
    </Badge>
  );
}
