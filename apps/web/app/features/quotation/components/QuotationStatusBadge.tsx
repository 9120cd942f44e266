import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuotationStatus } from '@tradelink/shared/quotation/quotation';

const COLORS: Record<QuotationStatus, string> = { sent: 'blue', preferred: 'green', declined: 'red', withdrawn: 'gray' };

export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  const { t } = useTranslation('sourcing');
  return (
    <Badge color={COLORS[status]} variant="light" styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}>
      {t(`quotation.status.${status}`)}
    </Badge>
  );
}
