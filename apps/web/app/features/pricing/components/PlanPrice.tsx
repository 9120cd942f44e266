import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import { TRIAL_DAYS, type PaidPlan, type PlanName, type PlanPeriod } from '@tradelink/shared/constants/plans';
import { formatMoney } from '@tradelink/shared/membership/money';
import { priceView } from '../public/pricing-table.ts';

/** The big figure with a caption under it. */
function Figure({ amount, caption }: { amount: string; caption: string }) {
  return (
    <div>
      <Text component="p" fz={36} fw={800} lh={1.1} m={0}>
        {amount}
      </Text>
      <Text size="sm" c="dimmed">
        {caption}
      </Text>
    </div>
  );
}

/** A paid plan's price for the period: the price, the old price struck with its discount, the per-month figure. */
function PaidPrice({ plan, months }: { plan: PaidPlan; months: PlanPeriod }) {
  const { t, i18n } = useTranslation('pricing');
  const lang = i18n.language;
  const price = priceView(plan, months);
  return (
    <Stack gap={4}>
      <Figure amount={formatMoney(price.amountCents, lang)} caption={t(`table.billed.${months}`)} />
      {price.oldCents !== null && (
        <Group gap="xs">
          <Text component="s" size="sm" c="dimmed">
            <VisuallyHidden>{t('table.oldPrice')} </VisuallyHidden>
            {formatMoney(price.oldCents, lang)}
          </Text>
          {price.discountPercent !== null && (
            <Badge color="red" variant="light" size="sm">
              {t('table.save', { percent: price.discountPercent })}
            </Badge>
          )}
        </Group>
      )}
      <Text size="sm" fw={600}>
        {t('shared.perMonth', { amount: formatMoney(price.perMonthCents, lang) })}
      </Text>
    </Stack>
  );
}

/** The price block of any card: Free costs nothing, the trial is free once for 7 days, paid plans by period. */
export function PlanPrice({ plan, months }: { plan: PlanName; months: PlanPeriod }) {
  const { t, i18n } = useTranslation('pricing');
  const zero = formatMoney(0, i18n.language);
  if (plan === 'Free') return <Figure amount={zero} caption={t('table.freeForever')} />;
  if (plan === 'Trial') {
    return (
      <Stack gap={4}>
        <Figure amount={zero} caption={t('table.trialFor', { count: TRIAL_DAYS })} />
        <Text size="sm">
          {t('table.trialOnce')}{' '}
          <Anchor component={Link} to="/trial-term" size="sm">
            {t('table.trialTerms')}
          </Anchor>
        </Text>
      </Stack>
    );
  }
  return <PaidPrice plan={plan} months={months} />;
}
