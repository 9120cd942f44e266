import { Anchor, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { data, Link, useSearchParams } from 'react-router';
import { parseCheckoutSlug } from '@tradelink/shared/rules/plans';
import type { Route } from './+types/supplier-premium-payment';
import { meQuery } from '~/features/account/api/me-query.ts';
import { CheckoutLoginPrompt } from '~/features/membership/components/CheckoutLoginPrompt.tsx';
import { CheckoutPanel } from '~/features/membership/components/CheckoutPanel.tsx';
import { returnPathFrom } from '~/features/membership/return-path.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/supplier-premium-payment/{plan}-{months}m`: anything the price table does not sell is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const order = parseCheckoutSlug(params.id);
  if (!order) throw data(null, { status: 404 });
  return order;
}

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, 'membership:checkout.metaTitle'), { name: 'robots', content: 'noindex' }];

/** The supplier checkout: the order beside billing and payment. Only suppliers can buy here. */
export default function SupplierPremiumPaymentPage({ loaderData }: Route.ComponentProps) {
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
          <Center py="xl">
            <Loader aria-label={t('loading')} />
          </Center>
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
