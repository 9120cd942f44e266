import { Anchor, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import type { ProductOwned } from '@tradelink/shared/product/product';
import { ProductImage } from '~/components/media/ProductImage.tsx';
import { formatDate, formatPriceRange } from '~/lib/format.ts';
import { useSetProductStatus } from '../api/product-queries.ts';
import { ProductStatusBadge } from './ProductStatusBadge.tsx';
import { PromoteProductButton } from './PromoteProductButton.tsx';
import { formatQuantity } from '@tradelink/shared/reference/units';

/** One of the supplier's products in its list: status, facts, and what it can do with it (edit, promote, close). */
export function OwnProductRow({ product: p, lang, adsLeft }: { product: ProductOwned; lang: Language; adsLeft: number }) {
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
            {[p.category_name, price ?? t('list.priceOnRequest'), p.moq && t('list.moq', { moq: formatQuantity(p.moq, p.uom, lang) }), t('list.updated', { date: formatDate(p.updated_at, lang) })]
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
            {p.status === 1 && <PromoteProductButton product={p} adsLeft={adsLeft} />}
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
