import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import { BUYER_PREMIUM } from '@tradelink/shared/constants/plans';
import type { MembershipState } from '@tradelink/shared/membership/membership';
import { formatMoney } from '@tradelink/shared/membership/money';
import { formatDate } from '~/lib/format.ts';
import { BuyerPremiumPerks } from './BuyerPremiumPerks.tsx';

/** Business verification: free, with documents, decided by the team (the form is on the profile page). */
export function BusinessVerificationOption({ verified }: { verified: boolean }) {
  const { t } = useTranslation('membership');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="option-verification">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id="option-verification">
            {t('buyerOptions.verification.title')}
          </Title>
          {verified && (
            <Badge color="green" variant="light">
              {t('buyerOptions.verification.verified')}
            </Badge>
          )}
        </Group>
        <Text fw={700}>{t('buyerOptions.verification.price')}</Text>
        <Text size="sm" c="dimmed">
          {t('buyerOptions.verification.body')}
        </Text>
        {verified ? (
          <Text size="sm">{t('buyerOptions.verification.done')}</Text>
        ) : (
          <Button component={Link} to="/user/profile" variant="default" mt="auto">
            {t('buyerOptions.verification.button')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Buyer Premium: one yearly product; a running one is extended by buying again. */
export function BuyerPremiumOption({ state, onChoose }: { state: MembershipState | undefined; onChoose: () => void }) {
  const { t, i18n } = useTranslation('membership');
  const active = state?.plan.is_active && state.plan.plan_name !== 'Free' ? state.plan : null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="option-premium" style={{ borderColor: 'var(--mantine-color-blue-5)' }}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id="option-premium">
            {t('pricing:shared.buyerPremium')}
          </Title>
          {active && (
            <Badge color="blue" variant="light">
              {t('buyerOptions.premium.active')}
            </Badge>
          )}
        </Group>
        <Text fw={700}>{t('buyerOptions.premium.price', { amount: formatMoney(BUYER_PREMIUM.amount_cents, i18n.language) })}</Text>
        <BuyerPremiumPerks />
        {active?.end_date && (
          <Text size="sm" c="dimmed">
            {t('buyerOptions.premium.until', { date: formatDate(active.end_date, i18n.language) })}
          </Text>
        )}
        <Button onClick={onChoose} mt="auto">
          {active ? t('buyerOptions.premium.extend') : t('buyerOptions.premium.button')}
        </Button>
      </Stack>
    </Paper>
  );
}
