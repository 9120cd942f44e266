import { Alert, Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { User } from '@tradelink/shared/account/user';
import type { DeskStats } from '@tradelink/shared/desk/desk';
import { formatDate } from '~/lib/format.ts';

/** Who the supplier is on the marketplace and on which plan: company, identity, plan and its end. */
export function DeskSummary({ me, stats }: { me: User; stats: DeskStats }) {
  const { t, i18n } = useTranslation('desk');
  const { t: tc } = useTranslation('common');
  const lang = i18n.language;
  const end = stats.plan_end_date;
  const expired = stats.plan_name !== 'Free' && (!end || new Date(end).getTime() <= Date.now());
  return (
    <Stack gap="sm">
      {me.is_verified_work_email === 0 && stats.verification_level < 2 && (
        <Alert color="yellow">
          {t('summary.verifyEmail')}{' '}
          <Anchor component={Link} to="/business/verification" size="sm">
            {t('summary.verifyEmailLink')}
          </Anchor>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('summary.company')}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {me.company_name || me.customer_name}
          </Text>
          <Text size="sm" c="dimmed">
            {t('summary.identity', { identity: me.supplier?.identity ?? me.identity })}
          </Text>
          <Anchor component={Link} to="/business/setting" size="sm">
            {t('summary.editProfile')}
          </Anchor>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('summary.plan')}
          </Text>
          <Text fw={600}>{tc(`plan.${stats.plan_name}`)}</Text>
          <Text size="sm" c={expired ? 'red' : 'dimmed'}>
            {stats.plan_name === 'Free'
              ? t('summary.freePlan')
              : expired
                ? t('summary.planExpired', { date: end ? formatDate(end, lang) : '—' })
                : t('summary.planEnds', { date: formatDate(end!, lang) })}
          </Text>
          <Anchor component={Link} to="/business/membership" size="sm">
            {t(stats.plan_name === 'Free' || expired ? 'summary.upgrade' : 'summary.managePlan')}
          </Anchor>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
