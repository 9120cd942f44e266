import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/membership';
import { errorText } from '~/features/membership/api/error-text.ts';
import { membershipQuery } from '~/features/membership/api/membership-queries.ts';
import { BuyerPremiumOffer, BuyerVerificationStatus } from '~/features/membership/components/BuyerStatusCards.tsx';
import { PaymentHistory } from '~/features/membership/components/PaymentHistory.tsx';
import { PlanCard } from '~/features/membership/components/PlanCard.tsx';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, 'membership:dashboard.buyerTitle'), { name: 'robots', content: 'noindex' }];

/** /user/membership: the buyer's plan (Buyer Premium or Free), business verification and payments. */
export default function UserMembershipPage() {
  const { t } = useTranslation('membership');
  const state = useQuery(membershipQuery('buyer'));
  const premium = state.data ? state.data.plan.is_active && state.data.plan.plan_name !== 'Free' : false;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('dashboard.buyerTitle')}
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
          <BuyerVerificationStatus verified={state.data.is_biz_verified} />
          {!premium && <BuyerPremiumOffer />}
        </>
      )}
      <PaymentHistory side="buyer" />
    </Stack>
  );
}
