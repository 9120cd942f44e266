import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { MembershipState } from '@tradelink/shared/membership/membership';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { formatDate } from '~/lib/format.ts';
import { useCancelSubscription, useResumeSubscription } from '../api/membership-queries.ts';
import { apiErrorText } from '~/lib/api-client.ts';

type Subscription = NonNullable<MembershipState['subscription']>;

interface Props {
  side: MembershipState['side'];
  subscription: Subscription;
  /** When the plan ends or renews: the later of the plan's end and the subscription's period end. */
  endDate: string;
}

/**
 * Cancelling stops the renewal only: the plan runs to the end of the paid period (asked to confirm).
 * Resuming before then turns the renewal back on.
 */
export function SubscriptionActions({ side, subscription: sub, endDate }: Props) {
  const { t, i18n } = useTranslation('membership');
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [confirming, setConfirming] = useState(false);
  const end = formatDate(endDate, i18n.language);
  if (sub.status !== 'active' && sub.status !== 'trialing') return null;

  const doCancel = () =>
    cancel.mutate(side, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ color: 'green', message: t('subscription.cancelled', { date: end }) });
      },
    });
  const doResume = () =>
    resume.mutate(side, {
      onSuccess: () => notifications.show({ color: 'green', message: t('subscription.resumed', { date: end }) }),
      onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error, t('subscription.failed')) }),
    });

  return (
    <>
      {sub.cancel_at_period_end ? (
        <Button variant="light" onClick={doResume} loading={resume.isPending}>
          {t('subscription.resume')}
        </Button>
      ) : (
        <Button variant="default" color="red" onClick={() => setConfirming(true)}>
          {t('subscription.cancel')}
        </Button>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('subscription.confirmTitle')} centered>
        <Stack>
          <Text size="sm">{t('subscription.confirmBody', { date: end })}</Text>
          <FormErrorAlert message={cancel.isError ? apiErrorText(cancel.error, t('subscription.failed')) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('subscription.keep')}
            </Button>
            <Button color="red" onClick={doCancel} loading={cancel.isPending}>
              {t('subscription.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
