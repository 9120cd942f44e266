import { Anchor, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import { PRODUCT_STATUS_FILTERS, type ProductOwned, type ProductStatusFilter } from '@tradelink/shared/product/product';
import type { Route } from './+types/products';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { StatusSearchBar } from '~/components/lists/StatusSearchBar.tsx';
import { useListParams } from '~/components/lists/use-list-params.ts';
import { ProductImage } from '~/features/media/components/ProductImage.tsx';
import { myProductsQuery, useSetProductStatus } from '~/features/product/api/product-queries.ts';
import { ProductStatusBadge } from '~/features/product/components/ProductStatusBadge.tsx';
import { formatDate, formatPriceRange } from '~/lib/format.ts';
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
      {data?.data.map((p) => <ProductRow key={p.id} product={p} lang={lang} />)}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={page} />}
    </Stack>
  );
}

function ProductRow({ product: p, lang }: { product: ProductOwned; lang: Language }) {
  const { t } = useTranslation('products');
  const setStatus = useSetProductStatus();
  const price = formatPriceRange(p.price_min === null ? null : Number(p.price_min), p.price_max === null ? null : Number(p.price_max), p.currency, lang);
  return (
    <Card withBorder padding="md" component="article">
      <Group align="flex-start" wrap="nowrap">
        <Box w={72} style={{ flexShrink: 0 }}>
          <ProductImage imageKey={p.images[0]?.key} size="thumb" alt={p.name} radius={6} />
        </Box>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Anchor component={Link} to={`/business/post/${p.id}`} fw={600} lineClamp={2}>
              {p.name}
            </Anchor>
            <ProductStatusBadge status={p.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {[p.category_name, price ?? t('list.priceOnRequest'), p.moq && t('list.moq', { moq: p.moq, uom: p.uom ?? '' }), t('list.updated', { date: formatDate(p.updated_at, lang) })]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {p.status === 2 && p.reject_reason && (
            <Text size="sm" c="red">
              {t('list.rejected', { reason: p.reject_reason })}
            </Text>
          )}
          {p.is_incomplete && p.status !== 3 && (
            <Text size="sm" c="orange">
              {t('list.incomplete')}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            {p.status !== 3 && (
              <Button size="xs" variant="default" component={Link} to={`/business/post/${p.id}`}>
                {t('list.edit')}
              </Button>
            )}
            {p.status === 1 && (
              <Button size="xs" variant="subtle" component={Link} to={`/product/${p.id}`}>
                {t('list.viewPublic')}
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              color={p.status === 3 ? 'blue' : 'gray'}
              loading={setStatus.isPending}
              onClick={() => setStatus.mutate({ id: p.id, action: p.status === 3 ? 'reopen' : 'close' })}
            >
              {p.status === 3 ? t('list.reopen') : t('list.close')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
