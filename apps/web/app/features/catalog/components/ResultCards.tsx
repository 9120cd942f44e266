import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { BuyerCard, ProductCard, RfqCard, SearchItem, SupplierCard } from '@tradelink/shared/catalog/search';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { ProductImage } from '~/features/media/components/ProductImage.tsx';
import { countryName, formatDate, formatMoney, formatNumber, formatPriceRange, formatRelative } from '~/lib/format.ts';

function ProductResult({ item, eager }: { item: ProductCard; eager: boolean }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language;
  const price = formatPriceRange(item.price_min, item.price_max, item.currency, lang);
  return (
    <Card withBorder padding="sm" radius="md" component="article">
      <Card.Section>
        {/* The name link below says what it is; the picture itself needs no second announcement. */}
        <ProductImage imageKey={item.image} size="thumb" alt="" priority={eager} />
      </Card.Section>
      <Stack gap={4} mt="sm">
        {(item.is_promoted || item.is_hot_price) && (
          <Group gap={4}>
            {/* A paid placement says so: it is why this product is listed first. */}
            {item.is_promoted && (
              <Badge color="gray" size="xs" variant="outline">
                {t('card.ad')}
              </Badge>
            )}
            {item.is_hot_price && (
              <Badge color="orange" size="xs" variant="light">
                {t('card.hotPrice')}
              </Badge>
            )}
          </Group>
        )}
        <Anchor component={Link} to={`/product/${item.id}`} fw={600} c="dark" lineClamp={2} size="sm">
          {item.name}
        </Anchor>
        <Text fw={700} c="blue.8" size="sm">
          {price ?? t('card.priceOnRequest')}
        </Text>
        {item.moq !== null && (
          <Text size="xs" c="dimmed">
            {t('card.moq', { value: formatNumber(item.moq, lang), unit: item.uom ?? '' })}
          </Text>
        )}
        <Group gap={6} wrap="nowrap" mt={4}>
          <Anchor component={Link} to={`/supplier/${item.supplier.identity}`} size="xs" c="dimmed" truncate>
            {item.supplier.company_name}
          </Anchor>
        </Group>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {countryName(item.supplier.country, lang)}
          </Text>
          <VerificationLevel level={item.supplier.verification_level} />
          {item.supplier.is_premium && (
            <Badge size="xs" color="yellow" variant="light">
              {t('card.premium')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function SupplierResult({ item }: { item: SupplierCard }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language;
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={`/supplier/${item.identity}`} fw={700} c="dark">
            {item.company_name}
          </Anchor>
          <VerificationLevel level={item.verification_level} />
        </Group>
        <Text size="sm" c="dimmed">
          {[item.city, countryName(item.country, lang)].filter(Boolean).join(', ')}
          {item.year_established ? ` · ${t('card.since', { year: item.year_established })}` : ''}
        </Text>
        {item.main_products && (
          <Text size="sm" lineClamp={2}>
            {item.main_products}
          </Text>
        )}
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {t('card.products', { count: item.product_count })}
          </Badge>
          {item.is_premium && (
            <Badge variant="light" color="yellow">
              {t('card.premium')}
            </Badge>
          )}
          {item.last_active && (
            <Text size="xs" c="dimmed">
              {t('card.lastActive', { when: formatRelative(item.last_active, lang) })}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function BuyerResult({ item }: { item: BuyerCard }) {
  const { t, i18n } = useTranslation('catalog');
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={`/buyer/${item.identity}`} fw={700} c="dark">
            {item.name}
          </Anchor>
          {item.is_verified && (
            <Badge color="teal" variant="light" size="sm">
              {t('card.verifiedBuyer')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {countryName(item.country, i18n.language)}
        </Text>
        {item.sourcing_interests && (
          <Text size="sm" lineClamp={2}>
            {t('card.interests', { value: item.sourcing_interests })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('card.rfqs', { count: item.rfq_count })}
        </Text>
      </Stack>
    </Card>
  );
}

function RfqResult({ item }: { item: RfqCard }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language;
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Stack gap={6}>
        <Anchor component={Link} to={`/request/${item.id}`} fw={700} c="dark">
          {item.product_name}
        </Anchor>
        {item.category && (
          <Text size="xs" c="dimmed">
            {item.category.name}
          </Text>
        )}
        <Text size="sm">{t('card.quantity', { value: formatNumber(item.quantity, lang), unit: item.uom })}</Text>
        {item.target_price !== null && <Text size="sm">{t('card.target', { value: formatMoney(item.target_price, item.currency, lang) })}</Text>}
        <Group gap="md">
          {item.destination_country && (
            <Text size="xs" c="dimmed">
              {t('card.destination', { country: countryName(item.destination_country, lang) })}
            </Text>
          )}
          {item.expiry_date && (
            <Text size="xs" c="dimmed">
              {t('card.expires', { date: formatDate(item.expiry_date, lang) })}
            </Text>
          )}
          {item.buyer.is_verified && (
            <Badge color="teal" variant="light" size="xs">
              {t('card.verifiedBuyer')}
            </Badge>
          )}
          {item.buyer.is_premium && (
            <Badge color="yellow" variant="light" size="xs">
              {t('card.premiumBuyer')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** One search result card of any kind; the first row of images loads at once (likely LCP), the rest lazily. */
export function ResultCard({ item, index }: { item: SearchItem; index: number }) {
  switch (item.kind) {
    case 'product':
      return <ProductResult item={item} eager={index < 4} />;
    case 'supplier':
      return <SupplierResult item={item} />;
    case 'buyer':
      return <BuyerResult item={item} />;
    case 'rfq':
      return <RfqResult item={item} />;
  }
}
