import { useState } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { PlanSide } from '@tradelink/shared/constants/plans';
import type { PaymentListItem } from '@tradelink/shared/membership/membership';
import { formatMoney } from '@tradelink/shared/membership/money';
import { formatDate } from '~/lib/format.ts';
import { paymentsQuery } from '../api/membership-queries.ts';
import { attemptOutcome, isFailure, isReceipt } from '../payment-attempt.ts';
import { planLabelKey } from '../plan-label.ts';
import { ListSection } from './ListSection.tsx';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';

/** A charge as a card (it stacks on phones): receipt number, plan and period, amount, status. */
function ReceiptRow({ payment: p }: { payment: PaymentListItem & { number: string } }) {
  const { t, i18n } = useTranslation('membership');
  return (
    <Paper withBorder radius="sm" p="sm" component="li" style={{ listStyle: 'none' }} data-testid="payment-receipt-row">
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/payment-details/${p.id}`} fw={600}>
            {t('history.receipt', { number: p.number })}
          </Anchor>
          <Text size="sm">
            {t('history.line', { plan: t(planLabelKey(p.side, p.plan_name)), period: t(`pricing:shared.periodLong.${p.months}`) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`history.kinds.${p.kind}`, { date: formatDate(p.paid_at ?? p.created_at, i18n.language) })}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text fw={700}>{formatMoney(p.amount_cents, i18n.language, p.currency)}</Text>
          <PaymentStatusBadge status={p.status} size="sm" />
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * A payment that charged nothing: said plainly, without a receipt number, a link to a receipt or
 * an amount that would read as money taken.
 */
function AttemptRow({ payment: p }: { payment: PaymentListItem }) {
  const { t, i18n } = useTranslation('membership');
  const outcome = attemptOutcome(p);
  const amount = formatMoney(p.amount_cents, i18n.language, p.currency);
  return (
    <Paper withBorder radius="sm" p="sm" component="li" bg="gray.0" style={{ listStyle: 'none', borderStyle: 'dashed' }} data-testid="payment-attempt-row">
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {t('history.attempt.title', { plan: t(planLabelKey(p.side, p.plan_name)), period: t(`pricing:shared.periodLong.${p.months}`) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('history.attempt.line', { amount, date: formatDate(p.created_at, i18n.language) })}
          </Text>
        </Stack>
        <Badge color={isFailure(outcome) ? 'red' : 'gray'} variant="light" size="sm">
          {t(`history.attempt.outcome.${outcome}`)}
        </Badge>
      </Group>
    </Paper>
  );
}

/** The side's charges, newest first, each linking to its receipt; refused attempts shown as such. */
export function PaymentHistory({ side }: { side: PlanSide }) {
  const { t } = useTranslation('membership');
  const [page, setPage] = useState(1);
  const list = useQuery(paymentsQuery({ side, page }));
  return (
    <ListSection
      id="membership-payments"
      title={t('history.title')}
      list={list}
      loadFailed={t('history.loadFailed')}
      empty={t(`history.empty.${side}`)}
      pagesLabel={t('history.pages')}
      page={page}
      onPage={setPage}
      row={(p) => (isReceipt(p) ? <ReceiptRow key={p.id} payment={p} /> : <AttemptRow key={p.id} payment={p} />)}
    />
  );
}
