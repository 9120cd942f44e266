import type { ReactNode } from 'react';
import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { PaymentDetail } from '@tradelink/shared/membership/membership';
import { formatMoney } from '@tradelink/shared/membership/money';
import { countryName, formatDate, formatDateTime } from '~/lib/format.ts';
import { attemptOutcome, isFailure, isReceipt } from '../payment-attempt.ts';
import { planLabelKey } from '../plan-label.ts';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';
import classes from './receipt.module.css';

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

/**
 * One payment: once charged, the invoice / receipt, as it prints; before that (or when it never
 * went through) an attempt, which says what happened and that nothing was charged, and is not a
 * receipt (no number, nothing to print).
 */
export function PaymentReceipt({ payment: p, actions }: { payment: PaymentDetail; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('membership');
  const lang = i18n.language;
  const date = (value: string | null) => (value ? formatDate(value, lang) : '—');
  const receipt = isReceipt(p);
  const outcome = attemptOutcome(p);
  const billing: Array<[string, ReactNode]> = [
    [t('receipt.billedTo'), p.billing_name ?? '—'],
    ...(p.billing_company ? [[t('receipt.company'), p.billing_company] as [string, ReactNode]] : []),
    ...(p.billing_country ? [[t('receipt.country'), countryName(p.billing_country, lang)] as [string, ReactNode]] : []),
    [t('receipt.email'), p.billing_email],
  ];
  const payment: Array<[string, ReactNode]> = receipt
    ? [
        [t('receipt.method'), p.card_label ?? t(`receipt.providers.${p.provider}`)],
        [t('receipt.created'), formatDateTime(p.created_at, lang)],
        [t('receipt.paidAt'), p.paid_at ? formatDateTime(p.paid_at, lang) : '—'],
        ...(p.refunded_at ? [[t('receipt.refundedAt'), formatDateTime(p.refunded_at, lang)] as [string, ReactNode]] : []),
        ...(p.refund_reason ? [[t('receipt.refundReason'), p.refund_reason] as [string, ReactNode]] : []),
      ]
    : [[t('attempt.started'), formatDateTime(p.created_at, lang)]];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.receipt} {...(receipt ? { 'data-receipt': '' } : { 'data-payment-attempt': '' })}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Text size="sm" c="dimmed">
              {receipt ? t('receipt.brand') : t('attempt.brand')}
            </Text>
            <Title order={1} size="h2">
              {receipt ? t('receipt.title', { number: p.number }) : t(`attempt.title.${outcome}`)}
            </Title>
          </div>
          <Group gap="sm" data-testid="payment-status">
            {receipt ? (
              <PaymentStatusBadge status={p.status} size="lg" />
            ) : (
              <Badge color={isFailure(outcome) ? 'red' : 'gray'} variant="light" size="lg">
                {t(`history.attempt.outcome.${outcome}`)}
              </Badge>
            )}
          </Group>
        </Group>
        {!receipt && (
          <Text size="sm" c={isFailure(outcome) ? 'red.8' : undefined} role="status">
            {t(`attempt.note.${outcome}`)}
          </Text>
        )}
        {actions}
        <Divider />
        <Title order={2} size="h5">
          {t('receipt.order')}
        </Title>
        <Facts
          rows={[
            [t('receipt.plan'), t(planLabelKey(p.side, p.plan_name))],
            [t('receipt.period'), t(`pricing:shared.periodLong.${p.months}`)],
            ...(receipt
              ? [[t('receipt.servicePeriod'), p.period_start && p.period_end ? t('receipt.dateRange', { start: date(p.period_start), end: date(p.period_end) }) : '—'] as [string, ReactNode]]
              : []),
            [t('receipt.kind'), t(`receipt.kinds.${p.kind}`)],
          ]}
        />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{!receipt ? t('attempt.amount') : p.status === 'refunded' ? t('receipt.amountRefunded') : t('receipt.amount')}</Text>
          <Text fw={800} fz="xl" data-testid="payment-amount" c={receipt ? undefined : 'dimmed'}>
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
        <Facts rows={payment} />
        <Text size="xs" c="dimmed">
          {receipt ? t('receipt.footer') : t('attempt.footer')}
        </Text>
      </Stack>
    </Paper>
  );
}
