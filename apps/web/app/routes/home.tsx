import { Anchor, Box, Button, Container, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { serverApi } from '~/lib/server-api.ts';
import { pageMeta } from '~/lib/meta.ts';
import { CategoryNavigation } from '~/features/home/components/CategoryNavigation.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'home:meta.title', 'home:meta.description');

export async function loader({ context }: Route.LoaderArgs) {
  const call = serverApi(context);
  const [variates, taxonomy] = await Promise.all([call('get_variates'), call('get_category_taxonomy')]);
  return { stat: variates.stat, popular: variates.popular_cate, taxonomy };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('home');
  const { stat, taxonomy, popular } = loaderData;
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
    </>
  );
}

function countNodes(nodes: Array<{ children: unknown[] }>): number {
  return nodes.reduce((sum, n) => sum + 1 + countNodes(n.children as Array<{ children: unknown[] }>), 0);
}
