import { Anchor, Box, Button, Container, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { serverApi } from '~/lib/server-api.ts';
import { pageMeta } from '~/lib/meta.ts';
import { CategoryNavigation } from '~/features/home/components/CategoryNavigation.tsx';
import { HomeSection } from '~/features/home/components/HomeSection.tsx';
import { ResultCard } from '~/features/catalog/components/ResultCards.tsx';
import { PAGE_SIZE } from '@tradelink/shared/constants/limits';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'home:meta.title', 'home:meta.description');

export async function loader({ context }: Route.LoaderArgs) {
  const call = serverApi(context);
  const [variates, taxonomy, arrivals, hot, rfqs, suppliers] = await Promise.all([
    call('get_variates'),
    call('get_category_taxonomy'),
    call('catalog.search', { sort: 'newest', page_size: PAGE_SIZE.newArrivals }),
    call('catalog.search', { hot_price: '1', sort: 'newest', page_size: PAGE_SIZE.hotPrice }),
    call('catalog.search', { tab: 'rfqs', sort: 'newest', page_size: 8 }),
    call('catalog.search', { tab: 'suppliers', is_verified: '1', sort: 'level', page_size: 8 }),
  ]);
  return {
    stat: variates.stat,
    popular: variates.popular_cate,
    monthly: variates.monthly_cate,
    taxonomy,
    arrivals: arrivals.data,
    hot: hot.data,
    rfqs: rfqs.data,
    suppliers: suppliers.data,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('home');
  const { stat, taxonomy, popular, monthly, arrivals, hot, rfqs, suppliers } = loaderData;
  const figures = [
    ['suppliers', stat.suppliers],
    ['buyers', stat.buyers],
    ['products', stat.products],
    ['rfqs', stat.rfqs],
  ] as const;
  return (
    <>
      <Box bg="blue.8">
        <Container size="xl" p={0}>
          <Image src={`/images/banner-${i18n.language}.svg`} alt={t('bannerAlt')} w="100%" h="auto" style={{ aspectRatio: '1200 / 360' }} fetchPriority="high" />
        </Container>
      </Box>
      <Container size="xl" py="lg">
        <Group justify="space-between" wrap="wrap" gap="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xl" style={{ flex: 1 }}>
            {figures.map(([key, value]) => (
              <Stack key={key} gap={0}>
                <Text fz={28} fw={800} c="blue.8">
                  {value.toLocaleString(i18n.language)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`stats.${key}`)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Group>
            <Button component={Link} to="/quick-rfq" size="md">
              {t('cta.postRfq')}
            </Button>
            <Button component={Link} to="/register?acc-type=Seller" size="md" variant="outline">
              {t('cta.sell')}
            </Button>
          </Group>
        </Group>
      </Container>
      <Container size="xl" py="md">
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h3">
            {t('categories.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('categories.subtitle', { count: countNodes(taxonomy) })}
          </Text>
          <Group gap="xs" mb="lg">
            {popular.slice(0, 12).map((c) => (
              <Anchor key={c.name} component={Link} to={`/product-category/${c.name}`} size="sm" px="sm" py={4} bg="gray.1" style={{ borderRadius: 16 }}>
                {c.category_name}
              </Anchor>
            ))}
          </Group>
          <CategoryNavigation taxonomy={taxonomy} />
        </Paper>
      </Container>
      {monthly.length > 0 && (
        <Container size="xl" py="md" component="section" aria-label={t('sections.monthly')}>
          <Title order={2} size="h3" mb="sm">
            {t('sections.monthly')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
            {monthly.map((c) => (
              <Anchor key={c.name} component={Link} to={`/product-category/${c.name}`} c="dark">
                <Paper withBorder p="sm" radius="md" ta="center">
                  <Image src={c.image ?? '/images/placeholder-product.svg'} alt="" width={96} height={96} w={96} h={96} mx="auto" loading="lazy" />
                  <Text size="sm" fw={600} mt={6} lineClamp={2}>
                    {c.category_name}
                  </Text>
                </Paper>
              </Anchor>
            ))}
          </SimpleGrid>
        </Container>
      )}
      <HomeSection title={t('sections.newArrivals')} seeAll="/search?sort=newest" seeAllLabel={t('sections.seeAll')}>
        {arrivals.map((item, i) => (
          <ResultCard key={i} item={item} index={i + 4} />
        ))}
      </HomeSection>
      <HomeSection title={t('sections.hotPrice')} seeAll="/search?hot_price=1" seeAllLabel={t('sections.seeAll')}>
        {hot.map((item, i) => (
          <ResultCard key={i} item={item} index={i + 4} />
        ))}
      </HomeSection>
      <HomeSection title={t('sections.latestRfqs')} seeAll="/search?tab=rfqs&sort=newest" seeAllLabel={t('sections.seeAll')} itemWidth={300}>
        {rfqs.map((item, i) => (
          <ResultCard key={i} item={item} index={i} />
        ))}
      </HomeSection>
      <HomeSection title={t('sections.featuredSuppliers')} seeAll="/suppliers?is_verified=1" seeAllLabel={t('sections.seeAll')} itemWidth={320}>
        {suppliers.map((item, i) => (
          <ResultCard key={i} item={item} index={i} />
        ))}
      </HomeSection>
    </>
  );
}

function countNodes(nodes: Array<{ children: unknown[] }>): number {
  return nodes.reduce((sum, n) => sum + 1 + countNodes(n.children as Array<{ children: unknown[] }>), 0);
}
