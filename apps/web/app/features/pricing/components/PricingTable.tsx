import { useState } from 'react';
import { Anchor, Box, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import { PLAN_NAMES, PLAN_PERIODS, type PlanPeriod } from '@tradelink/shared/constants/plans';
import { isPlanPeriod } from '@tradelink/shared/rules/plans';
import { useMe } from '~/lib/me-store.tsx';
import { DEFAULT_PERIOD, supplierPlan } from '../public/pricing-table.ts';
import { PlanCard } from './PlanCard.tsx';

interface Props {
  /** The cards' heading level: 2 on the pricing page (under its h1), 3 inside the dialog. */
  headingOrder?: 2 | 3;
}

/**
 * The four plans side by side (one column on phones), priced for the period chosen in the
 * switcher. Every figure comes from the shared price table; the caller's supplier plan is marked.
 */
export function PricingTable({ headingOrder = 2 }: Props) {
  const { t } = useTranslation('pricing');
  const me = useMe();
  const [months, setMonths] = useState<PlanPeriod>(DEFAULT_PERIOD);
  const current = supplierPlan(me);
  return (
    <Stack gap="lg">
      <Box maw={460} w="100%" mx="auto">
        <SegmentedControl
          fullWidth
          value={String(months)}
          onChange={(value) => {
            const next = Number(value);
            if (isPlanPeriod(next)) setMonths(next);
          }}
          data={PLAN_PERIODS.map((p) => ({ value: String(p), label: t(`shared.periods.${p}`) }))}
          aria-label={t('table.periodLabel')}
        />
      </Box>
      {/* Container breakpoints: the same table fills the page and the dialog, four across when there is room. */}
      <SimpleGrid type="container" cols={{ base: 1, '560px': 2, '1060px': 4 }} spacing="md">
        {PLAN_NAMES.map((plan) => (
          <PlanCard key={plan} plan={plan} months={months} current={current} headingOrder={headingOrder} />
        ))}
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('table.notes.currency')}
        </Text>
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="table.notes.buyers"
            components={{ premium: <Anchor component={Link} to="/buyer-premium-payment" size="sm" />, trust: <Anchor component={Link} to="/trust-star" size="sm" /> }}
          />
        </Text>
      </Stack>
    </Stack>
  );
}
