import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { MembershipState } from '@tradelink/shared/membership/membership';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { formatDate } from '~/lib/format.ts';
import { planEndDate } from '../plan-dates.ts';
import { planLabelKey } from '../plan-label.ts';
import { SubscriptionActions } from './SubscriptionActions.tsx';

/** The plan that applies now, its dates, whether it renews, and what can be done about it. */
export function PlanCard({ state }: { state: MembershipState }) {
  const { t, i18n } = useTranslation('membership');
  const dialog = useDialog();
  const date = (value: string) => formatDate(value, i18n.language);
  const { plan, subscription: sub, side } = state;
  const running = plan.is_active && plan.plan_name !== 'Free';
  const expired = !plan.is_active && plan.plan_name !== 'Free' && plan.end_date !== null;
  const shownPlan = running ? plan.plan_name : 'Free';
  const renewing = sub && (sub.status === 'active' || sub.status === 'trialing');
  // An extension can carry the plan past the subscription's period: the later date is the true end.
  const end = planEndDate(plan, sub);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="membership-plan" data-testid="membership-plan">
      <Stack gap="sm">
        <Title order={2} size="h4" id="membership-plan">
          {t('plan.title')}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Text fz={26} fw={800} lh={1.1} data-testid="membership-plan-name">
            {t(planLabelKey(side, shownPlan))}
          </Text>
          {/* The plan's state beside its name (the tier names Bronze and Silver would read as other plans). */}
          {running && (
            <Badge color={sub?.status === 'past_due' ? 'orange' : 'green'} variant="light">
              {t(`pricing:shared.subscriptionStatus.${sub?.status === 'past_due' ? 'past_due' : 'active'}`)}
            </Badge>
          )}
        </Group>
        {running && end ? (
          <Stack gap={2}>
            {plan.active_date && <Text size="sm">{t('plan.since', { date: date(plan.active_date) })}</Text>}
            <Text size="sm">
              {t('plan.endsOn', { date: date(end) })}
              {plan.days_left !== null && (
                <Text span c={plan.days_left <= 3 ? 'orange.8' : 'dimmed'} fw={plan.days_left <= 3 ? 600 : undefined}>
                  {' · '}
                  {t('plan.daysLeft', { count: plan.days_left })}
                </Text>
              )}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {expired && plan.end_date ? t('plan.expired', { plan: t(planLabelKey(side, plan.plan_name)), date: date(plan.end_date) }) : t(`plan.free.${side}`)}
          </Text>
        )}
        {sub?.status === 'past_due' && (
          <Text size="sm" fw={600} c="orange.8" role="status" data-testid="membership-renewal">
            {t('plan.pastDue')}
          </Text>
        )}
        {renewing && running && end && (
          <Text size="sm" fw={600} data-testid="membership-renewal">
            {sub.cancel_at_period_end ? t('plan.willNotRenew', { date: date(end) }) : t('plan.renewsOn', { date: date(end) })}
          </Text>
        )}
        <Group gap="sm" mt={4}>
          {side === 'supplier' ? (
            <Button onClick={() => dialog.open('pricing', {})}>{running && plan.plan_name !== 'Trial' ? t('plan.change') : t('plan.upgrade')}</Button>
          ) : (
            running && (
              <Button component={Link} to="/buyer-premium-payment">
                {t('plan.extendBuyer')}
              </Button>
            )
          )}
          {sub && running && end && <SubscriptionActions side={side} subscription={sub} endDate={end} />}
        </Group>
      </Stack>
    </Paper>
  );
}
