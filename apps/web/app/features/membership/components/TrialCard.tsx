import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import { TRIAL_DAYS, type PlanSide } from '@tradelink/shared/constants/plans';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { formatDate } from '~/lib/format.ts';
import { apiErrorText } from '~/lib/api-client.ts';
import { useStartTrial } from '../api/membership-queries.ts';

/** Offered while the account has not used its one free trial. */
export function TrialCard({ side }: { side: PlanSide }) {
  const { t, i18n } = useTranslation('membership');
  const start = useStartTrial();
  const begin = () =>
    start.mutate(side, {
      onSuccess: (state) =>
        notifications.show({ color: 'green', message: t('trial.started', { date: state.plan.end_date ? formatDate(state.plan.end_date, i18n.language) : '' }) }),
    });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="membership-trial" bg="teal.0">
      <Stack gap="xs">
        <Title order={2} size="h4" id="membership-trial">
          {t('trial.title', { count: TRIAL_DAYS })}
        </Title>
        <Text size="sm">{t('trial.body', { count: TRIAL_DAYS, plan: t('pricing:shared.plans.Starter') })}</Text>
        <FormErrorAlert message={start.isError ? apiErrorText(start.error, t('trial.failed')) : null} />
        <Group gap="md" mt={4}>
          <Button color="teal" onClick={begin} loading={start.isPending}>
            {t('trial.button')}
          </Button>
          <Anchor component={Link} to="/trial-term" size="sm">
            {t('trial.terms')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
