import { Badge, type UiColor } from '~/components/ui/button.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { QuotationStatus } from '@tradelink/shared/quotation/quotation';
import css from './QuotationStatusBadge.module.css';

const COLORS: Record<QuotationStatus, UiColor> = { sent: 'blue', preferred: 'green', declined: 'red', withdrawn: 'gray' };

/**
 * A quotation's status in the words of whoever looks at it: the buyer received it, the supplier
 * awaits a decision. Light (no Mantine): it shows on the public RFQ page as well as in dashboards.
 */
export function QuotationStatusBadge({ status, viewer = 'buyer' }: { status: QuotationStatus; viewer?: 'buyer' | 'supplier' }) {
  const { t } = useTranslation('sourcing');
  return (
    <Badge color={COLORS[status]} variant="light" className={css.badge}>
      {t(viewer === 'supplier' ? `quotation.supplierStatus.${status}` : `quotation.status.${status}`)}
    </Badge>
  );
}
