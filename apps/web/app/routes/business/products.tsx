import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import { PRODUCT_STATUS_FILTERS, type ProductStatusFilter } from '@tradelink/shared/product/product';
import type { Route } from './+types/products';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { StatusSearchBar } from '~/components/lists/StatusSearchBar.tsx';
import { useListParams } from '~/components/lists/use-list-params.ts';
import { myProductsQuery } from '~/features/product/api/product-queries.ts';
import { OwnProductRow } from '~/features/product/components/OwnProductRow.tsx';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'products:list.title');

/** The products tab: the supplier's products by status, searchable; filters live in the URL. */
export default function ProductsPage() {
  const { t, i18n } = useTranslation('products');
  const lang = i18n.language as Language;
  const filters = useListParams<ProductStatusFilter>(PRODUCT_STATUS_FILTERS, 'all');
  const { status, page } = filters;
  const list = useQuery({ ...myProductsQuery({ status, page, keyword: filters.settledKeyword }, lang), placeholderData: keepPreviousData });
  const dialog = useDialog();
  const data = list.data;
  const outOfQuota = data?.farm_item_post_quota === 0;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('list.title')}
          </Title>
          {data && (
            <Text size="sm" c={outOfQuota ? 'red' : 'dimmed'}>
              {t('list.quotaLeft', { count: data.farm_item_post_quota })}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button variant="default" component={Link} to="/quick-product-posting/create">
            {t('list.quickPost')}
          </Button>
          {outOfQuota ? (
            <Button onClick={() => dialog.open('postingProductBlock', {})}>{t('list.post')}</Button>
          ) : (
            <Button component={Link} to="/business/post/new">
              {t('list.post')}
            </Button>
          )}
        </Group>
      </Group>
      <StatusSearchBar
        statuses={PRODUCT_STATUS_FILTERS}
        status={status}
        onStatus={filters.setStatus}
        label={(s) => `${t(`status.${s}`)} (${data?.counts[s] ?? 0})`}
        filterLabel={t('list.filter')}
        keyword={filters.keyword}
        onKeyword={filters.setKeyword}
        searchLabel={t('list.search')}
      />
      {data && data.data.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{data.counts.all === 0 ? t('list.empty') : t('list.noMatch')}</Text>
        </Card>
      )}
      {data?.data.map((p) => <OwnProductRow key={p.id} product={p} lang={lang} adsLeft={data.farm_item_ads_quota} />)}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={page} />}
    </Stack>
  );
}
