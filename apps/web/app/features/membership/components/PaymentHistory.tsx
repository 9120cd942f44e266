import { useState } from 'react';
import { Alert, Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlanSide } from '@tradelink/shared/constants/plans';
import type { PaymentListItem } from '@tradelink/shared/membership/membership';
import { formatMoney } from '@tradelink/shared/membership/money';
import { formatDate } from '~/lib/format.ts';
import { errorText } from '../api/error-text.ts';
import { paymentsQuery } from '../api/membership-queries.ts';
import { planLabelKey } from '../plan-label.ts';
import { ListPager } from './ListPager.tsx';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';

/** One payment as a card (it stacks on phones): receipt number, plan and period, amount, status. */
function PaymentRow({ payment: p }: { payment: PaymentListItem }) {
  const { t, i18n } = useTranslation('membership');
  return (
    <Paper withBorder radius="sm" p="sm" component="li" style={{ listStyle: 'none' }}>
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

/** The side's payments, newest first, each linking to its receipt. */
export function PaymentHistory({ side }: { side: PlanSide }) {
  const { t } = useTranslation('membership');
  const [page, setPage] = useState(1);
  const list = useQuery(paymentsQuery({ side, page }));
  const data = list.data;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="membership-payments">
      <Stack gap="sm">
        <Title order={2} size="h4" id="membership-payments">
          {t('history.title')}
        </Title>
        {list.isError && (
          <Alert color="red" role="alert">
            {errorText(list.error, t('history.loadFailed'))}
          </Alert>
        )}
        {list.isPending && (
          <Center py="md">
            <Loader size="sm" aria-label={t('loading')} />
          </Center>
        )}
        {data && data.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t(`history.empty.${side}`)}
          </Text>
        )}
        {data && data.data.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0}>
            {data.data.map((p) => (
              <PaymentRow key={p.id} payment={p} />
            ))}
          </Stack>
        )}
        {data && <ListPager total={data.total} pageSize={data.page_size} page={page} onChange={setPage} label={t('history.pages')} />}
      </Stack>
    </Paper>
  );
}
