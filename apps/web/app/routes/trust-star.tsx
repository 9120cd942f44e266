import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { Route } from './+types/trust-star';
import { TrustStarBuyer } from '~/features/pricing/components/TrustStarBuyer.tsx';
import { TrustStarSupplier } from '~/features/pricing/components/TrustStarSupplier.tsx';
import { routeResourcesFor } from '~/lib/i18n-resources.server.ts';
import { metaTranslator } from '~/lib/meta.ts';
import { seoMeta } from '~/lib/seo.ts';
import { serverContext } from '~/lib/server-context.ts';
import { useRouteBundles } from '~/lib/use-route-bundles.ts';

const PATHS = { supplier: '/trust-star', buyer: '/buyer-trust-star' } as const;
type Side = keyof typeof PATHS;

interface TrustStarBundle {
  meta: Record<Side, { title: string; description: string }>;
}

/**
 * `/trust-star` (suppliers) and `/buyer-trust-star` (buyers): the trust programme. Its long texts
 * are a route-scoped namespace, sent with this page only; the loader also hands the meta tags
 * their translated title and description, which the root resources do not hold.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const { lang } = context.get(serverContext);
  const side: Side = url.pathname === PATHS.buyer ? 'buyer' : 'supplier';
  const bundles = routeResourcesFor(lang, ['trustStar']);
  const { meta } = bundles.trustStar as unknown as TrustStarBundle;
  return { lang, side, bundles, meta: meta[side] };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { appUrl, lang } = metaTranslator(matches);
  return seoMeta({ appUrl, lang, path: PATHS[loaderData.side], title: loaderData.meta.title, description: loaderData.meta.description });
};

export default function TrustStarPage({ loaderData }: Route.ComponentProps) {
  const { lang, side, bundles } = loaderData;
  useRouteBundles(lang, bundles);
  const { t } = useTranslation('trustStar');
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{t(`${side}.title`)}</Title>
          <Text size="lg" c="dimmed">
            {t(`${side}.intro`)}
          </Text>
          <Group gap="xs" component="nav" aria-label={t('nav.label')}>
            {(Object.keys(PATHS) as Side[]).map((s) => (
              <Button
                key={s}
                component={Link}
                to={PATHS[s]}
                size="xs"
                variant={s === side ? 'filled' : 'default'}
                aria-current={s === side ? 'page' : undefined}
              >
                {t(`nav.${s}`)}
              </Button>
            ))}
          </Group>
        </Stack>
        {side === 'supplier' ? <TrustStarSupplier /> : <TrustStarBuyer />}
      </Stack>
    </Container>
  );
}
