import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { BuyerVerificationStatus } from '@tradelink/shared/verification/verification';
import { useMe } from '~/lib/me-store.tsx';
import { formatDate } from '~/lib/format.ts';
import type { StepState } from '../ladder-state.ts';
import { buyerVerificationQuery, useRequestBuyerVerification } from '../api/verification-queries.ts';
import { DocumentsForm } from './DocumentsForm.tsx';
import { DocumentsSummary } from './DocumentsSummary.tsx';
import { StepStateBadge } from './StepStateBadge.tsx';

function stateOf(status: BuyerVerificationStatus): StepState {
  if (status.is_biz_verified) return 'done';
  if (status.request?.status === 'pending') return 'in_review';
  if (status.request?.status === 'rejected') return 'rejected';
  return 'available';
}

/** The buyer's business verification on the profile page: its state and, until verified, the documents form. */
export function BuyerVerificationCard() {
  const { t, i18n } = useTranslation('verification');
  const me = useMe();
  const isBuyer = me?.is_buyer === 1;
  const status = useQuery({ ...buyerVerificationQuery, enabled: isBuyer });
  const submit = useRequestBuyerVerification();
  if (!isBuyer || !status.data) return null;
  const s = status.data;
  const state = stateOf(s);
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4">
            {t('buyer.title')}
          </Title>
          <StepStateBadge state={state} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('buyer.intro')}
        </Text>
        {state === 'done' && s.last_verified_datetime && <Text size="sm">{t('buyer.verifiedOn', { date: formatDate(s.last_verified_datetime, i18n.language) })}</Text>}
        {state === 'in_review' && <Text size="sm">{t('documents.inReview')}</Text>}
        {(state === 'in_review' || state === 'rejected') && s.request && <DocumentsSummary request={s.request} />}
        {(state === 'available' || state === 'rejected') && (
          <DocumentsForm
            submitLabel={t('documents.submit')}
            busy={submit.isPending}
            onSubmit={(form) => submit.mutateAsync(form).then(() => notifications.show({ color: 'green', message: t('documents.sent') }))}
          />
        )}
      </Stack>
    </Paper>
  );
}
