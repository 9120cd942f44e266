import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { User } from '@tradelink/shared/account/user';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { formatDate } from '~/lib/format.ts';

/** Overview of one side of the account from real data: plan, verification and (sellers) quotas. */
export function AccountOverview({ me, side }: { me: User; side: 'buyer' | 'supplier' }) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tc } = useTranslation('common');
  const sub = side === 'supplier' ? me.supplier : me.buyer;
  const plan = sub?.plan ?? me.plan;
  const balance = side === 'supplier' ? me.supplier?.balance : null;
  const profileHref = side === 'supplier' ? '/business/setting' : '/user/profile';
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('overview.welcome', { name: me.first_name })}
      </Title>
      {me.is_verified_work_email === 0 && <Alert color="yellow">{t('overview.emailFlagged')}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            {t('overview.account')}
          </Text>
          <Text fw={600}>{me.company_name || me.customer_name}</Text>
          <Text size="sm" c="dimmed">
            {t('overview.identity', { identity: sub?.identity ?? me.identity })}
          </Text>
        </Paper>
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            {t('overview.plan')}
          </Text>
          <Text fw={600}>{tc(`plan.${plan.plan_name}`)}</Text>
          {plan.end_date && (
            <Text size="sm" c="dimmed">
              {t('overview.planEnds', { date: formatDate(plan.end_date, i18n.language) })}
            </Text>
          )}
        </Paper>
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed" mb={4}>
            {t('overview.verification')}
          </Text>
          <VerificationLevel level={plan.verification_level} lastVerifiedAt={side === 'supplier' ? plan.last_verified_datetime : null} />
        </Paper>
      </SimpleGrid>
      {balance && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('overview.quotas')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {(
              [
                ['contactQuota', balance.contact_quota],
                ['conversationQuota', balance.conversation_quota],
                ['postQuota', balance.farm_item_post_quota],
                ['adsQuota', balance.farm_item_ads_quota],
              ] as const
            ).map(([key, value]) => (
              <Stack key={key} gap={0}>
                <Text fz={24} fw={700}>
                  {value}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`overview.${key}`)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
      )}
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {t('overview.nextSteps')}
        </Title>
        <Group gap="lg">
          {side === 'buyer' && (
            <Anchor component={Link} to="/user/request-quotation">
              {t('overview.postRfq')}
            </Anchor>
          )}
          {side === 'buyer' && (
            <Anchor component={Link} to="/user/buying-requests">
              {t('overview.myRfqs')}
            </Anchor>
          )}
          <Anchor component={Link} to={profileHref}>
            {t('overview.completeProfile')}
          </Anchor>
          <Anchor component={Link} to="/">
            {t('overview.browseSuppliers')}
          </Anchor>
        </Group>
      </Paper>
    </Stack>
  );
}
