import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import type { QuotationDetail } from '@tradelink/shared/quotation/quotation';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { QuotationStatusBadge } from '~/features/quotation/public/QuotationStatusBadge.tsx';
import { formatDate, formatMoney, formatNumber } from '~/lib/format.ts';
import { openFresh } from '../dialog-return.ts';
import { WithdrawButton } from './WithdrawButton.tsx';
import { unitLabel } from '@tradelink/shared/reference/units';

/** One sent quotation: its RFQ, the buyer's decision, price and total, and what the supplier may still do. */
export function SentQuotationCard({ quotation: q }: { quotation: QuotationDetail }) {
  const { t, i18n } = useTranslation('quoting');
  const lang = i18n.language as Language;
  const dialog = useDialog();
  const money = (v: string) => formatMoney(Number(v), q.currency, lang);
  const open = q.status === 'sent';
  return (
    <Card withBorder padding="md" component="article" aria-label={q.rfq.product_name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Anchor component={Link} to={`/request/${q.rfq.id}`} fw={600}>
            {q.rfq.product_name}
          </Anchor>
          <Text size="sm">
            {t('sent.price', { price: money(q.unit_price), unit: unitLabel(q.uom, lang), quantity: formatNumber(Number(q.quantity), lang) })} · <strong>{t('sent.total', { total: money(q.total) })}</strong>
          </Text>
          <Text size="xs" c="dimmed">
            {[
              t('sent.sentOn', { date: formatDate(q.created_at, lang) }),
              q.updated_at !== q.created_at && open ? t('sent.editedOn', { date: formatDate(q.updated_at, lang) }) : null,
              q.valid_until ? t('sent.validUntil', { date: formatDate(q.valid_until, lang) }) : null,
              q.rfq.status === 3 ? t('sent.requestClosed') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {q.status === 'declined' && q.decline_reason && (
            <Text size="sm" c="red">
              {t('sent.declineReason', { reason: q.decline_reason })}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end">
          <QuotationStatusBadge status={q.status} viewer="supplier" />
          {open && (
            <Text size="xs" c="dimmed">
              {q.is_new ? t('sent.notOpened') : t('sent.opened')}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap="xs" justify="flex-end" mt="xs">
        {open && <WithdrawButton quotation={q} />}
        {open && (
          <Button
            size="xs"
            variant="default"
            onClick={() => openFresh(dialog, 'sendQuotation', { rfqId: q.rfq.id, productName: q.rfq.product_name, quotationId: q.id })}
            aria-label={t('sent.editFor', { name: q.rfq.product_name })}
          >
            {t('sent.edit')}
          </Button>
        )}
        <Button size="xs" component={Link} to={`/quotations/${q.id}`} aria-label={t('sent.openFor', { name: q.rfq.product_name })}>
          {t('sent.open')}
        </Button>
      </Group>
    </Card>
  );
}
