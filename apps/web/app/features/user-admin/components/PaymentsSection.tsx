import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import { PLAN_SIDES, type PaymentStatus, type PlanName, type PlanSide } from '@tradelink/shared/constants/plans';
import { formatMoney } from '@tradelink/shared/membership/money';
import { USER_DETAIL_PAYMENTS, type SubscriptionSummary, type UserDetail } from '@tradelink/shared/user-admin/user-detail';
import { formatDate } from '~/lib/format.ts';
import { Section } from './SideSections.tsx';

const STATUS_COLORS: Record<PaymentStatus, string> = { payment_pending: 'yellow', paid: 'green', unpaid: 'red', cancelled: 'gray', refunded: 'grape' };

/**
 * A plan's name as the account sees it: the buyer side sells one product, Buyer Premium (stored as
 * Starter); the supplier side shows the display names (Starter is "Advance"). The membership
 * feature's rule, repeated here because features do not import each other.
 */
const planKey = (side: PlanSide, plan: PlanName) =>
  side === 'buyer' && (plan === 'Starter' || plan === 'Advance') ? 'pricing:shared.buyerPremium' : `pricing:shared.plans.${plan}`;

function SubscriptionLine({ side, subscription: s }: { side: PlanSide; subscription: SubscriptionSummary }) {
  const { t, i18n } = useTranslation('adminUsers');
  const live = s.status === 'active' || s.status === 'trialing';
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          {t(`detail.payments.subscriptionOf.${side}`, { plan: t(planKey(side, s.plan_name)) })}
        </Text>
        <Badge size="sm" variant="light" color={live ? 'teal' : 'gray'}>
          {t(`pricing:shared.subscriptionStatus.${s.status}`)}
        </Badge>
        {s.cancel_at_period_end && (
          <Badge size="sm" variant="light" color="orange">
            {t('detail.payments.cancelAtPeriodEnd')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t(live && !s.cancel_at_period_end ? 'detail.payments.renewsOn' : 'detail.payments.endsOn', {
          date: formatDate(s.current_period_end, i18n.language),
          period: t(`pricing:shared.periodLong.${s.months}`, { defaultValue: String(s.months) }),
        })}
      </Text>
    </Stack>
  );
}

/** The account's current subscriptions and its newest payments, each opening its receipt (where operators refund). */
export function PaymentsSection({ payments, subscriptions }: Pick<UserDetail, 'payments' | 'subscriptions'>) {
  const { t, i18n } = useTranslation('adminUsers');
  const lang = i18n.language;
  const current = PLAN_SIDES.flatMap((side) => (subscriptions[side] ? [{ side, subscription: subscriptions[side] }] : []));
  return (
    <Section title={t('detail.sections.payments')}>
      {current.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.payments.noSubscription')}
        </Text>
      ) : (
        current.map((c) => <SubscriptionLine key={c.side} side={c.side} subscription={c.subscription} />)
      )}
      {payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.payments.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing={4} fz="sm" aria-label={t('detail.payments.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                {(['receipt', 'side', 'plan', 'period', 'amount', 'status', 'created'] as const).map((c) => (
                  <Table.Th key={c} ta={c === 'amount' ? 'end' : undefined}>
                    {t(`detail.payments.columns.${c}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/payment-details/${p.id}`} fw={600} size="sm">
                      {p.number ?? t('pricing:shared.noReceipt')}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`side.${p.side}`)}</Table.Td>
                  <Table.Td>{t(planKey(p.side, p.plan_name))}</Table.Td>
                  <Table.Td>{t(`pricing:shared.periodLong.${p.months}`, { defaultValue: String(p.months) })}</Table.Td>
                  <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(p.amount_cents, lang, p.currency)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge size="sm" variant="light" color={STATUS_COLORS[p.status]}>
                      {t(`pricing:shared.paymentStatus.${p.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p.created_at, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {payments.length >= USER_DETAIL_PAYMENTS && (
        <Text size="xs" c="dimmed">
          {t('detail.payments.newestOnly', { limit: USER_DETAIL_PAYMENTS })}
        </Text>
      )}
    </Section>
  );
}
