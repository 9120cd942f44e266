import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Route } from './+types/membership';
import { membershipQuery } from '~/features/membership/api/membership-queries.ts';
import { BuyerPremiumOffer, BuyerVerificationStatus } from '~/features/membership/components/BuyerStatusCards.tsx';
import { MembershipPageFrame } from '~/features/membership/components/MembershipPageFrame.tsx';
import { PaymentHistory } from '~/features/membership/components/PaymentHistory.tsx';
import { PlanCard } from '~/features/membership/components/PlanCard.tsx';
import { membershipBundle } from '~/features/membership/route-bundle.server.ts';
import { keepMembershipBundle, membershipMeta } from '~/features/membership/route-meta.ts';
import { serverContext } from '~/lib/server-context.ts';
import { useRouteBundles } from '~/lib/use-route-bundles.ts';

/** The page's texts (route-scoped `membership` namespace). */
export function loader({ context }: Route.LoaderArgs) {
  return membershipBundle(context.get(serverContext).lang, 'dashboard.buyerTitle');
}

export const shouldRevalidate = keepMembershipBundle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => membershipMeta(matches, loaderData);

/** /user/membership: the buyer's plan (Buyer Premium or Free), business verification and payments. */
export default function UserMembershipPage({ loaderData }: Route.ComponentProps) {
  useRouteBundles(loaderData.lang, loaderData.bundles);
  const { t } = useTranslation('membership');
  const state = useQuery(membershipQuery('buyer'));
  return (
    <MembershipPageFrame title={t('dashboard.buyerTitle')} state={state} after={<PaymentHistory side="buyer" />}>
      {(data) => (
        <>
          <PlanCard state={data} />
          <BuyerVerificationStatus verified={data.is_biz_verified} />
          {!(data.plan.is_active && data.plan.plan_name !== 'Free') && <BuyerPremiumOffer />}
        </>
      )}
    </MembershipPageFrame>
  );
}
