import { Button, Center, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentDetail } from '@tradelink/shared/membership/membership';
import { formatDate } from '~/lib/format.ts';
import { membershipQuery } from '../api/membership-queries.ts';
import { planLabelKey } from '../plan-label.ts';
import { BuyerPremiumPerks } from './BuyerPremiumPerks.tsx';

const QUOTA_LINES = ['contact_quota', 'conversation_quota', 'farm_item_post_quota', 'farm_item_ads_quota'] as const;

/** After a paid checkout: the plan now running, until when, and what it makes available. */
export function PlanWelcome({ payment, returnTo }: { payment: PaymentDetail; returnTo: string | null }) {
  const { t, i18n } = useTranslation('membership');
  const state = useQuery(membershipQuery(payment.side));
  const plan = t(planLabelKey(payment.side, payment.plan_name));
  const end = state.data?.plan.end_date ?? payment.period_end;
  const quotas = state.data?.quotas;
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('thankYou.welcome', { plan })}
        </Title>
        <Text>{t('thankYou.paid', { number: payment.number })}</Text>
        {end && <Text fw={600}>{t('thankYou.until', { date: formatDate(end, i18n.language) })}</Text>}
        {state.isPending && (
          <Center>
            <Loader size="sm" aria-label={t('loading')} />
          </Center>
        )}
        {payment.side === 'supplier' && quotas && state.data && (
          <div>
            <Text fw={600} mb={4}>
              {t('thankYou.quotasTitle')}
            </Text>
            <List size="sm" spacing={4}>
              {QUOTA_LINES.map((key) => (
                <List.Item key={key}>{t('thankYou.quotaLine', { label: t(`pricing:shared.quotas.${key}`), count: quotas[key] })}</List.Item>
              ))}
              <List.Item>{t('thankYou.quotationsLine', { count: state.data.allowance.quotations_per_month })}</List.Item>
            </List>
          </div>
        )}
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
