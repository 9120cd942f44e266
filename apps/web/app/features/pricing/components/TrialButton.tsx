import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { ApiError, apiErrorText } from '~/lib/api-client.ts';
import { formatDate } from '~/lib/format.ts';
import { useStartTrial, useSupplierMembership } from '../api/supplier-membership.ts';
import { trialAction } from '../public/pricing-table.ts';

/** The trial card's button: starts the one free trial, or says why it cannot be started. */
export function TrialButton() {
  const { t, i18n } = useTranslation('pricing');
  const me = useMe();
  const dialog = useDialog();
  const membership = useSupplierMembership(Boolean(me?.supplier));
  const start = useStartTrial();
  // The server's answer wins over a stale page: once it says the trial is used, the button says so.
  const [refused, setRefused] = useState(false);
  const action = refused ? 'used' : trialAction(me, membership.data?.trial);

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: (state) =>
        notifications.show({
          color: 'green',
          message: state.plan.end_date ? t('table.trialStarted', { date: formatDate(state.plan.end_date, i18n.language) }) : t('table.trialStartedNoDate'),
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'TRIAL_USED') setRefused(true);
        notifications.show({ color: 'red', message: apiErrorText(error, t('errors:generic')) });
      },
    });

  if (action === 'login') {
    return (
      <Button fullWidth variant="light" onClick={() => dialog.open('auth', { variant: 'login', userType: 'Seller' })}>
        {t('table.cta.startTrial')}
      </Button>
    );
  }
  if (action === 'start') {
    return (
      <Button fullWidth variant="light" loading={start.isPending || membership.isLoading} onClick={onStart}>
        {t('table.cta.startTrial')}
      </Button>
    );
  }
  const label = action === 'current' ? t('table.cta.current') : action === 'used' ? t('table.cta.trialUsed') : t('table.cta.startTrial');
  const why = action === 'buyerOnly' ? t('table.trialBuyerOnly') : action === 'paidPlan' ? t('table.trialPaidPlan') : null;
  return (
    <Stack gap={6}>
      <Button fullWidth variant="default" disabled>
        {label}
      </Button>
      {why && (
        <Text size="xs" c="dimmed">
          {why}
        </Text>
      )}
    </Stack>
  );
}
