import type { ReactNode } from 'react';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { PaymentDetail } from '@tradelink/shared/membership/membership';
import { formatMoney } from '@tradelink/shared/membership/money';
import { countryName, formatDate, formatDateTime } from '~/lib/format.ts';
import { planLabelKey } from '../plan-label.ts';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';
import classes from './receipt.module.css';

/** Known decline and error codes have their own words; anything else reads as a generic failure. */
const FAILURE_CODES = ['card_declined', 'processing_error', 'expired_card'] as const;

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={classes.facts}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The invoice / receipt of one payment, as it prints. */
export function PaymentReceipt({ payment: p, actions }: { payment: PaymentDetail; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('membership');
  const lang = i18n.language;
  const date = (value: string | null) => (value ? formatDate(value, lang) : '—');
  const failure = p.failure_code && (FAILURE_CODES as readonly string[]).includes(p.failure_code) ? p.failure_code : 'other';
  const billing: Array<[string, ReactNode]> = [
    [t('receipt.billedTo'), p.billing_name ?? '—'],
    ...(p.billing_company ? [[t('receipt.company'), p.billing_company] as [string, ReactNode]] : []),
    ...(p.billing_country ? [[t('receipt.country'), countryName(p.billing_country, lang)] as [string, ReactNode]] : []),
    [t('receipt.email'), p.billing_email],
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.receipt} data-receipt>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Text size="sm" c="dimmed">
              {t('receipt.brand')}
            </Text>
            <Title order={1} size="h2">
              {t('receipt.title', { number: p.number })}
            </Title>
          </div>
          <Group gap="sm" data-testid="payment-status">
            <PaymentStatusBadge status={p.status} size="lg" />
          </Group>
        </Group>
        {actions}
        {p.status === 'unpaid' && p.failure_code && (
          <Text size="sm" c="red.8" role="status">
            {t(`receipt.failure.${failure}`)}
          </Text>
        )}
        <Divider />
        <Title order={2} size="h5">
          {t('receipt.order')}
        </Title>
        <Facts
          rows={[
            [t('receipt.plan'), t(planLabelKey(p.side, p.plan_name))],
            [t('receipt.period'), t(`pricing:shared.periodLong.${p.months}`)],
            [t('receipt.servicePeriod'), p.period_start && p.period_end ? t('receipt.dateRange', { start: date(p.period_start), end: date(p.period_end) }) : '—'],
            [t('receipt.kind'), t(`receipt.kinds.${p.kind}`)],
          ]}
        />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{p.status === 'refunded' ? t('receipt.amountRefunded') : t('receipt.amount')}</Text>
          <Text fw={800} fz="xl" data-testid="payment-amount">
            {formatMoney(p.amount_cents, lang, p.currency)}
          </Text>
        </Group>
        <Divider />
        <Title order={2} size="h5">
          {t('receipt.billing')}
        </Title>
        <Facts rows={billing} />
        <Divider />
        <Title order={2} size="h5">
          {t('receipt.paymentTitle')}
        </Title>
        <Facts
          rows={[
            [t('receipt.method'), p.card_label ?? t(`receipt.providers.${p.provider}`)],
            [t('receipt.created'), formatDateTime(p.created_at, lang)],
            [t('receipt.paidAt'), p.paid_at ? formatDateTime(p.paid_at, lang) : '—'],
            ...(p.refunded_at ? [[t('receipt.refundedAt'), formatDateTime(p.refunded_at, lang)] as [string, ReactNode]] : []),
            ...(p.refund_reason ? [[t('receipt.refundReason'), p.refund_reason] as [string, ReactNode]] : []),
          ]}
        />
        <Text size="xs" c="dimmed">
          {t('receipt.footer')}
        </Text>
      </Stack>
    </Paper>
  );
}
