import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { PaymentDetail } from '@tradelink/shared/membership/membership';
import { PlanQuotaRows } from '~/features/pricing/public/PlanFeatures.tsx';
import { formatDate } from '~/lib/format.ts';
import { membershipQuery } from '../api/membership-queries.ts';
import { planLabelKey } from '../plan-label.ts';
import { BuyerPremiumPerks } from './BuyerPremiumPerks.tsx';

/** After a paid checkout: the plan now running, until when, and what it makes available. */
export function PlanWelcome({ payment, returnTo }: { payment: PaymentDetail; returnTo: string | null }) {
  const { t, i18n } = useTranslation('membership');
  const state = useQuery(membershipQuery(payment.side));
  const plan = t(planLabelKey(payment.side, payment.plan_name));
  // The plan's own end (an extension may run past this payment's period) once it is known.
  const end = state.data?.plan.end_date ?? payment.period_end;
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('thankYou.welcome', { plan })}
        </Title>
        <Text>{t('thankYou.paid', { number: payment.number })}</Text>
        {end && <Text fw={600}>{t('thankYou.until', { date: formatDate(end, i18n.language) })}</Text>}
        {/* A new or extended plan sets the quotas to its monthly allowance. */}
        {payment.side === 'supplier' && <PlanQuotaRows plan={payment.plan_name} title={t('thankYou.quotasTitle')} />}
        {payment.side === 'buyer' && (
          <div>
            <Text fw={600} mb={4}>
              {t('thankYou.perksTitle')}
            </Text>
            <BuyerPremiumPerks />
          </div>
        )}
        <Group gap="sm">
          {returnTo && (
            <Button component={Link} to={returnTo}>
              {t('thankYou.continue')}
            </Button>
          )}
          <Button component={Link} to={payment.side === 'buyer' ? '/user/membership' : '/business/membership'} variant={returnTo ? 'default' : 'filled'}>
            {t('thankYou.seeMembership')}
          </Button>
          <Button component={Link} to={`/payment-details/${payment.id}`} variant="subtle">
            {t('thankYou.receipt')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
