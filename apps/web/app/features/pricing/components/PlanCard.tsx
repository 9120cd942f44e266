import { useId } from 'react';
import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { PaidPlan, PlanName, PlanPeriod } from '@tradelink/shared/constants/plans';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { paidAction, priceView } from '../public/pricing-table.ts';
import { PlanBenefits, PlanQuotaRows } from '../public/PlanFeatures.tsx';
import { PlanPrice } from './PlanPrice.tsx';
import { TrialButton } from './TrialButton.tsx';

interface Props {
  plan: PlanName;
  months: PlanPeriod;
  /** The supplier's plan now (null for guests and buyer-only accounts). */
  current: PlanName | null;
  headingOrder: 2 | 3;
}

/** The button of a paid card: the payment dialog for this plan and the chosen period. */
function PaidButton({ plan, months, current, featured }: { plan: PaidPlan; months: PlanPeriod; current: PlanName | null; featured: boolean }) {
  const { t } = useTranslation('pricing');
  const dialog = useDialog();
  const name = t(`shared.plans.${plan}`);
  return (
    <Button fullWidth variant={featured ? 'filled' : 'outline'} onClick={() => dialog.open('payment', { planName: plan, month: months })}>
      {paidAction(plan, current) === 'extend' ? t('table.cta.extend', { plan: name }) : t('table.cta.choose', { plan: name })}
    </Button>
  );
}

/** One plan of the pricing table: name and badges, price, the way to get it, benefits and monthly quotas. */
export function PlanCard({ plan, months, current, headingOrder }: Props) {
  const { t } = useTranslation('pricing');
  const popular = plan === 'Starter' || plan === 'Advance' ? priceView(plan, months).popular : false;
  const mine = current === plan;
  // The table can be on the page and in the dialog at once: ids stay unique.
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="lg"
      h="100%"
      style={popular ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
      data-plan={plan}
    >
      <Stack gap="md" h="100%">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Title order={headingOrder} size="h3" id={headingId}>
              {t(`shared.plans.${plan}`)}
            </Title>
            <Group gap={6}>
              {popular && <Badge variant="filled">{t('table.popular')}</Badge>}
              {mine && (
                <Badge color="teal" variant="light">
                  {t('table.yourPlan')}
                </Badge>
              )}
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`table.descriptions.${plan}`)}
          </Text>
        </Stack>
        <PlanPrice plan={plan} months={months} />
        {plan === 'Trial' ? (
          <TrialButton />
        ) : plan === 'Free' ? (
          mine && (
            <Button fullWidth variant="default" disabled>
              {t('table.cta.current')}
            </Button>
          )
        ) : (
          <PaidButton plan={plan} months={months} current={current} featured={popular} />
        )}
        <Divider />
        <PlanBenefits plan={plan} />
        <PlanQuotaRows plan={plan} />
      </Stack>
    </Paper>
  );
}
