import { Stack, Text } from '@mantine/core';
import { AttachmentList } from '~/components/attachment/AttachmentList.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { RfqOwned } from '@tradelink/shared/rfq/rfq';
import { FactTable } from '~/components/FactTable.tsx';
import { countryName, formatDate, formatMoney } from '~/lib/format.ts';
import { formatQuantity } from '@tradelink/shared/reference/units';

/** The terms of one of the buyer's RFQs, as label/value rows. */
export function RfqFacts({ rfq }: { rfq: RfqOwned }) {
  const { t, i18n } = useTranslation('sourcing');
  const { t: tc } = useTranslation('catalog');
  const lang = i18n.language;
  return (
    <Stack gap="sm">
      <FactTable
        labelWidth="35%"
        facts={[
          [t('form.category'), rfq.category_name],
          [t('form.quantity'), formatQuantity(rfq.quantity, rfq.uom, lang)],
          [t('form.targetPrice'), rfq.target_price ? formatMoney(Number(rfq.target_price), rfq.currency, lang) : null],
          [t('form.incoterm'), rfq.incoterm],
          [t('form.paymentMethod'), rfq.payment_method === 'Other' ? t('form.otherPayment') : rfq.payment_method],
          [t('form.frequency'), rfq.frequency ? tc(`frequencies.${rfq.frequency}`) : null],
          [t('form.destination'), rfq.destination_country ? countryName(rfq.destination_country, lang) : null],
          [t('form.expiry'), rfq.expiry_date ? formatDate(rfq.expiry_date, lang) : null],
          [t('detail.posted'), formatDate(rfq.created_at, lang)],
        ]}
      />
      {rfq.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{rfq.description}</Text>}
      <AttachmentList files={rfq.attachments} title={t('form.attachments')} />
    </Stack>
  );
}
