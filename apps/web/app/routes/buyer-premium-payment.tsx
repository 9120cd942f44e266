import { useEffect, useRef, useState } from 'react';
import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import { BUYER_PREMIUM } from '@tradelink/shared/constants/plans';
import type { Route } from './+types/buyer-premium-payment';
import { meQuery } from '~/lib/me-query.ts';
import { membershipQuery } from '~/features/membership/api/membership-queries.ts';
import { BusinessVerificationOption, BuyerPremiumOption } from '~/features/membership/components/BuyerUpgradeOptions.tsx';
import { CheckoutLoginPrompt } from '~/features/membership/components/CheckoutLoginPrompt.tsx';
import { CheckoutPanel } from '~/features/membership/components/CheckoutPanel.tsx';
import { LoadingBlock } from '~/features/membership/components/LoadingBlock.tsx';
import { returnPathFrom } from '~/features/membership/return-path.ts';
import { membershipBundle } from '~/features/membership/route-bundle.server.ts';
import { keepMembershipBundle, membershipMeta } from '~/features/membership/route-meta.ts';
import { serverContext } from '~/lib/server-context.ts';
import { useRouteBundles } from '~/lib/use-route-bundles.ts';

/** The page's texts (route-scoped `membership` namespace). */
export function loader({ context }: Route.LoaderArgs) {
  return membershipBundle(context.get(serverContext).lang, 'buyerCheckout.metaTitle');
}

export const shouldRevalidate = keepMembershipBundle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => membershipMeta(matches, loaderData);

/**
 * `/buyer-premium-payment`: a buyer's two ways up — free business verification, or Buyer Premium
 * (the same checkout as suppliers, side buyer, one yearly product).
 */
export default function BuyerPremiumPaymentPage({ loaderData }: Route.ComponentProps) {
  useRouteBundles(loaderData.lang, loaderData.bundles);
  const { t } = useTranslation('membership');
  const [params] = useSearchParams();
  const me = useQuery(meQuery);
  const user = me.data;
  const isBuyer = user?.is_buyer === 1;
  const state = useQuery({ ...membershipQuery('buyer'), enabled: isBuyer });
  const [checkingOut, setCheckingOut] = useState(false);
  const checkoutRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (checkingOut) checkoutRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [checkingOut]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('buyerCheckout.title')}
          </Title>
          <Text c="dimmed">{t('buyerCheckout.intro')}</Text>
        </div>
        {me.isPending ? (
          <LoadingBlock />
        ) : !user ? (
          <CheckoutLoginPrompt userType="Buyer" />
        ) : !isBuyer ? (
          <Card withBorder padding="xl" radius="md">
            <Text>{t('buyerCheckout.buyersOnly')}</Text>
          </Card>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <BusinessVerificationOption verified={state.data?.is_biz_verified ?? false} />
              <BuyerPremiumOption state={state.data} onChoose={() => setCheckingOut(true)} />
            </SimpleGrid>
            {checkingOut && (
              <Stack gap="sm" ref={checkoutRef} style={{ scrollMarginTop: 80 }}>
                <Title order={2} size="h3">
                  {t('buyerCheckout.checkoutTitle')}
                </Title>
                <CheckoutPanel side="buyer" plan={BUYER_PREMIUM.plan} months={BUYER_PREMIUM.months} returnTo={returnPathFrom(params)} />
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
