import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Route } from './+types/membership';
import { membershipQuery } from '~/features/membership/api/membership-queries.ts';
import { MembershipPageFrame } from '~/features/membership/components/MembershipPageFrame.tsx';
import { PaymentHistory } from '~/features/membership/components/PaymentHistory.tsx';
import { PlanCard } from '~/features/membership/components/PlanCard.tsx';
import { QuotaCard } from '~/features/membership/components/QuotaCard.tsx';
import { TrialCard } from '~/features/membership/components/TrialCard.tsx';
import { WalletActivity } from '~/features/membership/components/WalletActivity.tsx';
import { membershipBundle } from '~/features/membership/route-bundle.server.ts';
import { keepMembershipBundle, membershipMeta } from '~/features/membership/route-meta.ts';
import { serverContext } from '~/lib/server-context.ts';
import { useRouteBundles } from '~/lib/use-route-bundles.ts';

/** The page's texts (route-scoped `membership` namespace). */
export function loader({ context }: Route.LoaderArgs) {
  return membershipBundle(context.get(serverContext).lang, 'dashboard.supplierTitle');
}

export const shouldRevalidate = keepMembershipBundle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => membershipMeta(matches, loaderData);

/** /business/membership: the supplier's plan, trial, quotas, payments and wallet activity. */
export default function BusinessMembershipPage({ loaderData }: Route.ComponentProps) {
  useRouteBundles(loaderData.lang, loaderData.bundles);
  const { t } = useTranslation('membership');
  const state = useQuery(membershipQuery('supplier'));
  return (
    <MembershipPageFrame
      title={t('dashboard.supplierTitle')}
      state={state}
      after={
        <>
          <PaymentHistory side="supplier" />
          <WalletActivity />
        </>
      }
    >
      {(data) => (
        <>
          <PlanCard state={data} />
          {data.trial.available && <TrialCard side="supplier" />}
          <QuotaCard state={data} />
        </>
      )}
    </MembershipPageFrame>
  );
}
