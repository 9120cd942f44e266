import { Badge } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { QuotationStatus } from '@tradelink/shared/quotation/quotation';

const COLORS: Record<QuotationStatus, string> = { sent: 'blue', preferred: 'green', declined: 'red', withdrawn: 'gray' };

/** A quotation's status in the words of whoever looks at it: the buyer received it, the supplier awaits a decision. */
export function QuotationStatusBadge({ status, viewer = 'buyer' }: { status: QuotationStatus; viewer?: 'buyer' | 'supplier' }) {
  const { t } = useTranslation('sourcing');
  return (
    <Badge color={COLORS[status]} variant="light" styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}>
      {t(viewer === 'supplier' ? `quotation.supplierStatus.${status}` : `quotation.status.${status}`)}
    </Badge>
  );
}
