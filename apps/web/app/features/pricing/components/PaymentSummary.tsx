import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { User } from '@tradelink/shared/account/user';
import type { PaidPlan, PlanName, PlanPeriod } from '@tradelink/shared/constants/plans';
import { formatMoney } from '@tradelink/shared/membership/money';
import { FactTable, type Fact } from '~/components/FactTable.tsx';
import { formatDate } from '~/lib/format.ts';
import { planChange, priceView } from '../public/pricing-table.ts';
import { PlanQuotaRows } from '../public/PlanFeatures.tsx';

interface Props {
  plan: PaidPlan;
  months: PlanPeriod;
  me: User | null;
}

/** What buying this plan does to the supplier's current one, said before paying (no proration). */
function ChangeNote({ plan, months, me }: Props) {
  const { t, i18n } = useTranslation('pricing');
  if (!me?.supplier) return null;
  const change = planChange(me.supplier.plan, plan, months);
  const date = formatDate(change.end.toISOString(), i18n.language);
  const name = t(`shared.plans.${plan}`);
  const text =
    change.kind === 'extend'
      ? t('payment.change.extend', { plan: name, date })
      : change.kind === 'replace'
        ? t('payment.change.replace', { plan: name, current: t(`shared.plans.${change.replaces satisfies PlanName}`), date })
        : t('payment.change.new', { date });
  return (
    <Alert color={change.kind === 'replace' ? 'yellow' : 'blue'} variant="light" role="status">
      {text}
    </Alert>
  );
}

/** The chosen plan and period: price, old price and savings, per month, renewal, what each month brings. */
export function PaymentSummary({ plan, months, me }: Props) {
  const { t, i18n } = useTranslation('pricing');
  const lang = i18n.language;
  const price = priceView(plan, months);
  const facts: Fact[] = [
    [t('payment.facts.plan'), t(`shared.plans.${plan}`)],
    [t('payment.facts.period'), t(`shared.periodLong.${months}`)],
    [
      t('payment.facts.price'),
      <Text key="price" span fw={700}>
        {formatMoney(price.amountCents, lang)}
      </Text>,
    ],
    [t('payment.facts.oldPrice'), price.oldCents === null ? null : <s key="old">{formatMoney(price.oldCents, lang)}</s>],
    [t('payment.facts.savings'), price.savingsCents > 0 ? t('payment.savingsValue', { amount: formatMoney(price.savingsCents, lang), percent: price.discountPercent ?? 0 }) : null],
    [t('payment.facts.perMonth'), t('shared.perMonth', { amount: formatMoney(price.perMonthCents, lang) })],
  ];
  return (
    <Stack gap="md">
      <FactTable facts={facts} labelWidth="45%" />
      <Text size="sm">{t('payment.renews', { count: months })}</Text>
      <ChangeNote plan={plan} months={months} me={me} />
      <PlanQuotaRows plan={plan} />
    </Stack>
  );
}
