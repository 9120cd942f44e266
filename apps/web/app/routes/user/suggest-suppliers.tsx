import { Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/suggest-suppliers';
import { suggestedSuppliersQuery } from '~/features/inquiry/api/suggestion-queries.ts';
import { SuggestedSupplierCard } from '~/features/inquiry/components/SuggestedSupplierCard.tsx';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'inquiry:meta.suggestTitle');

/** The suggest_suppliers tab: suppliers ranked for the buyer's open requests, interests and country. */
export default function SuggestSuppliersPage() {
  const { t } = useTranslation('inquiry');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({ ...suggestedSuppliersQuery(page), placeholderData: keepPreviousData });
  const data = query.data;
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('suggest.heading')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('suggest.intro')}
        </Text>
      </div>
      {!data && !query.isError && <Loader mx="auto" my="xl" display="block" aria-label={t('list.loading')} />}
      {data && data.total === 0 && (
        <Card withBorder padding="xl" radius="md" ta="center">
          <Stack align="center" gap="xs">
            <Text fw={600}>{t('suggest.empty')}</Text>
            <Text c="dimmed" size="sm" maw={520}>
              {t('suggest.emptyBody')}
            </Text>
            <Group justify="center" mt="xs">
              <Button component={Link} to="/user/request-quotation">
                {t('suggest.postRfq')}
              </Button>
              <Button component={Link} to="/user/profile" variant="default">
                {t('suggest.editProfile')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {data && data.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {data.data.map((supplier) => (
            <SuggestedSupplierCard key={supplier.identity} supplier={supplier} />
          ))}
        </SimpleGrid>
      )}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={page} maxPages={50} />}
    </Stack>
  );
}
