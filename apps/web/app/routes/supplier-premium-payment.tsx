import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { data, Link, useSearchParams } from 'react-router';
import { parseCheckoutSlug } from '@tradelink/shared/rules/plans';
import type { Route } from './+types/supplier-premium-payment';
import { meQuery } from '~/lib/me-query.ts';
import { CheckoutLoginPrompt } from '~/features/membership/components/CheckoutLoginPrompt.tsx';
import { CheckoutPanel } from '~/features/membership/components/CheckoutPanel.tsx';
import { LoadingBlock } from '~/features/membership/components/LoadingBlock.tsx';
import { returnPathFrom } from '~/features/membership/return-path.ts';
import { membershipBundle } from '~/features/membership/route-bundle.server.ts';
import { keepMembershipBundle, membershipMeta } from '~/features/membership/route-meta.ts';
import { serverContext } from '~/lib/server-context.ts';
import { useRouteBundles } from '~/lib/use-route-bundles.ts';

/**
 * `/supplier-premium-payment/{plan}-{months}m`: anything the price table does not sell is a 404.
 * Also sends the page's texts (route-scoped `membership` namespace).
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const order = parseCheckoutSlug(params.id);
  if (!order) throw data(null, { status: 404 });
  return { ...order, ...membershipBundle(context.get(serverContext).lang, 'checkout.metaTitle') };
}

export const shouldRevalidate = keepMembershipBundle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => membershipMeta(matches, loaderData);

/** The supplier checkout: the order beside billing and payment. Only suppliers can buy here. */
export default function SupplierPremiumPaymentPage({ loaderData }: Route.ComponentProps) {
  useRouteBundles(loaderData.lang, loaderData.bundles);
  const { t } = useTranslation('membership');
  const [params] = useSearchParams();
  const me = useQuery(meQuery);
  const user = me.data;
  const { plan, months } = loaderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('checkout.title', { plan: t(`pricing:shared.plans.${plan}`) })}
          </Title>
          <Text c="dimmed">{t('checkout.intro')}</Text>
        </div>
        {me.isPending ? (
          <LoadingBlock />
        ) : !user ? (
          <CheckoutLoginPrompt userType="Seller" />
        ) : user.is_supplier !== 1 ? (
          <Card withBorder padding="xl" radius="md">
            <Stack gap="xs" align="flex-start">
              <Text>{t('checkout.suppliersOnly')}</Text>
              {user.is_buyer === 1 && (
                <Anchor component={Link} to="/buyer-premium-payment">
                  {t('checkout.toBuyerPremium')}
                </Anchor>
              )}
            </Stack>
          </Card>
        ) : (
          <CheckoutPanel side="supplier" plan={plan} months={months} returnTo={returnPathFrom(params)} />
        )}
      </Stack>
    </Container>
  );
}
