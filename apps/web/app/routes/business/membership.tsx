import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/membership';
import { errorText } from '~/features/membership/api/error-text.ts';
import { membershipQuery } from '~/features/membership/api/membership-queries.ts';
import { PaymentHistory } from '~/features/membership/components/PaymentHistory.tsx';
import { PlanCard } from '~/features/membership/components/PlanCard.tsx';
import { QuotaCard } from '~/features/membership/components/QuotaCard.tsx';
import { TrialCard } from '~/features/membership/components/TrialCard.tsx';
import { WalletActivity } from '~/features/membership/components/WalletActivity.tsx';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, 'membership:dashboard.supplierTitle'), { name: 'robots', content: 'noindex' }];

/** /business/membership: the supplier's plan, trial, quotas, payments and wallet activity. */
export default function BusinessMembershipPage() {
  const { t } = useTranslation('membership');
  const state = useQuery(membershipQuery('supplier'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('dashboard.supplierTitle')}
      </Title>
      {state.isError && (
        <Alert color="red" role="alert">
          {errorText(state.error, t('dashboard.loadFailed'))}
        </Alert>
      )}
      {state.isPending && (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
      {state.data && (
        <>
          <PlanCard state={state.data} />
          {state.data.trial.available && <TrialCard side="supplier" />}
          <QuotaCard state={state.data} />
        </>
      )}
      <PaymentHistory side="supplier" />
      <WalletActivity />
    </Stack>
  );
}
