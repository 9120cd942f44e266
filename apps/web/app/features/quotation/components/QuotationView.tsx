import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import type { QuotationDetail } from '@tradelink/shared/quotation/quotation';
import { FactTable } from '~/components/FactTable.tsx';
import { AttachmentList } from '~/components/attachment/AttachmentList.tsx';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { countryName, formatDate } from '~/lib/format.ts';
import { formatQuantity } from '@tradelink/shared/reference/units';
import { quotedMoney } from './compare-values.ts';
import { DecisionButtons } from './DecisionButtons.tsx';
import { QuotationChatButton } from './QuotationChatButton.tsx';
import { QuotationStatusBadge } from '../public/QuotationStatusBadge.tsx';

/** One quotation: supplier, terms, message, files, exports, (for the buyer) the decision, and a chat with the other party. */
export function QuotationView({ quotation: q }: { quotation: QuotationDetail }) {
  const { t, i18n } = useTranslation('sourcing');
  const lang = i18n.language as Language;
  const money = (v: string) => quotedMoney(v, q.currency, lang);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="sm" c="dimmed">
              {t('quotation.number', { id: String(q.id).padStart(6, '0') })}
            </Text>
            <Title order={1} size="h2">
              {q.rfq.product_name}
            </Title>
            <Group gap="xs">
              <Anchor component={Link} to={`/supplier/${q.supplier.identity}`} fw={600}>
                {q.supplier.company_name}
              </Anchor>
              {q.supplier.country && <Text c="dimmed">{countryName(q.supplier.country, lang)}</Text>}
              <VerificationLevel level={q.supplier.verification_level} />
            </Group>
          </div>
          <QuotationStatusBadge status={q.status} viewer={q.viewer} />
        </Group>
        {q.status === 'declined' && q.decline_reason && (
          <Alert color="red" title={t('quotation.declinedTitle')}>
            {q.decline_reason}
          </Alert>
        )}
        <FactTable
          labelWidth="35%"
          facts={[
            [t('quotation.unitPrice'), money(q.unit_price)],
            [t('quotation.quantity'), formatQuantity(q.quantity, q.uom, lang)],
            [t('quotation.total'), <strong key="total">{money(q.total)}</strong>],
            [t('form.incoterm'), q.incoterm],
            [t('quotation.paymentTerms'), q.payment_terms === 'Other' ? t('form.otherPayment') : q.payment_terms],
            [t('quotation.leadTime'), q.lead_time_days ? t('quotation.days', { count: q.lead_time_days }) : null],
            [t('quotation.validUntil'), q.valid_until ? formatDate(q.valid_until, lang) : null],
            [t('quotation.sentOn'), formatDate(q.created_at, lang)],
            [t('quotation.forRequest'), `${q.rfq.product_name} — ${formatQuantity(q.rfq.quantity, q.rfq.uom, lang)}`],
          ]}
        />
        {q.message && (
          <div>
            <Text fw={600} size="sm">
              {t('quotation.message')}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{q.message}</Text>
          </div>
        )}
        <AttachmentList files={q.attachments} title={t('form.attachments')} />
        <Group justify="space-between">
          <Group gap="xs">
            <Button component="a" href={`/export-pdf/${q.id}`} variant="default" size="sm" download>
              {t('quotation.exportPdf')}
            </Button>
            <Button component="a" href={`/export-quotation/${q.id}`} variant="default" size="sm" download>
              {t('quotation.exportCsv')}
            </Button>
          </Group>
          <Group gap="xs">
            <DecisionButtons quotation={q} size="sm" />
            <QuotationChatButton quotation={q} />
          </Group>
        </Group>
        {q.viewer === 'buyer' && (
          <Anchor component={Link} to={`/user/received-quotation/${q.rfq.id}`} size="sm">
            {t('quotation.compareAll')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
