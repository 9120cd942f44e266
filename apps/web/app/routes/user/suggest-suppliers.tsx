import { Button, Card, Group, Loader, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/suggest-suppliers';
import { suggestedSuppliersQuery } from '~/features/inquiry/api/suggestion-queries.ts';
import { SuggestedSupplierCard } from '~/features/inquiry/components/SuggestedSupplierCard.tsx';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'inquiry:meta.suggestTitle');

/** The suggest_suppliers tab: suppliers ranked for the buyer's open requests, interests and country. */
export default function SuggestSuppliersPage() {
  const { t } = useTranslation('inquiry');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({ ...suggestedSuppliersQuery(page), placeholderData: keepPreviousData });
  const data = query.data;
  const pages = data ? Math.min(50, Math.ceil(data.total / data.page_size)) : 0;
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
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={(p) =>
              setParams((current) => {
                if (p === 1) current.delete('page');
                else current.set('page', String(p));
                return current;
              })
            }
            getControlProps={(control) => (control === 'next' || control === 'previous' ? { 'aria-label': t(`pager.${control}`) } : {})}
            getItemProps={(p) => ({ 'aria-label': t('pager.page', { page: p }), 'aria-current': p === page ? 'page' : undefined })}
            aria-label={t('pager.label')}
          />
        </Group>
      )}
    </Stack>
  );
}
