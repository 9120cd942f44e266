import { Breadcrumbs } from '~/components/ui/Breadcrumbs.tsx';
import { Container, Group, Paper, SimpleGrid, Stack, cx } from '~/components/ui/layout.tsx';
import { Anchor, Text, Title } from '~/components/ui/text.tsx';
import { Badge, ButtonLink } from '~/components/ui/button.tsx';
import { FactTable } from '~/components/FactTable.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import { data } from 'react-router';
import type { Route } from './+types/product';
import { ApiError } from '~/lib/api-client.ts';
import { serverApi } from '~/lib/server-api.ts';
import { metaTranslator } from '~/lib/meta.ts';
import { seoMeta } from '~/lib/seo.ts';
import { countryName, formatPriceRange, formatRelative, formatAmountWithUnit } from '~/lib/format.ts';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { ResultCard } from '~/features/catalog/public/ResultCards.tsx';
import { ProductGallery } from '~/components/media/ProductGallery.tsx';
import { absoluteImageUrl, imageUrl } from '@tradelink/shared/media/images';
import { SendInquiryButton } from '~/features/inquiry/components/SendInquiryButton.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { ChatNowButton } from '~/features/chat/public/ChatNowButton.tsx';
import { PopupDialogs, ReportButton, TrustLink } from '~/features/trust/components/TrustActions.tsx';
import { isOwnParty, useOpenForUser } from '~/features/trust/hooks/use-trust-dialogs.ts';
import css from './detail.module.css';

/** /product/{id}, /new-product/{id} and /hot-price-product/{id} show the same approved product. */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { product: await serverApi(context)('product.get', { id: Number(params.id) }) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) => {
  if (!loaded) return [];
  const { appUrl, lang } = metaTranslator(matches);
  const p = loaded.product;
  const price = formatPriceRange(p.price_min, p.price_max, p.currency, lang);
  return seoMeta({
    appUrl,
    lang,
    path: `/product/${p.id}`,
    title: p.name,
    description: [p.name, price, p.supplier.company_name, countryName(p.supplier.country, lang)].filter(Boolean).join(' · ').slice(0, 160),
    image: p.images.length ? imageUrl(p.images[0], 'detail') : undefined,
    type: 'product',
    jsonLd: {
      '@type': 'Product',
      name: p.name,
      description: p.description ?? undefined,
      image: p.images.length ? p.images.map((key) => absoluteImageUrl(appUrl, key, 'detail')) : undefined,
      sku: String(p.id),
      category: p.category_path.map((c) => c.name).join(' > '),
      brand: { '@type': 'Brand', name: p.supplier.company_name },
      offers:
        p.price_min !== null
          ? {
              '@type': 'AggregateOffer',
              priceCurrency: p.currency,
              lowPrice: p.price_min,
              highPrice: p.price_max ?? p.price_min,
              availability: 'https://schema.org/InStock',
              seller: { '@type': 'Organization', name: p.supplier.company_name, url: `${appUrl}/supplier/${p.supplier.identity}` },
              ...(p.moq !== null ? { eligibleQuantity: { '@type': 'QuantitativeValue', minValue: p.moq, unitText: p.uom_label ?? p.uom } } : {}),
            }
          : undefined,
    },
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language;
  const { t: tt } = useTranslation('trust');
  const p = loaderData.product;
  const price = formatPriceRange(p.price_min, p.price_max, p.currency, lang);
  const me = useMe();
  const openForUser = useOpenForUser();
  const own = isOwnParty(me, p.supplier.identity);
  const reportTarget = { targetType: 'product' as const, targetId: String(p.id), targetName: p.name };
  // Light markup (decision 012): the kit's primitives and detail.module.css, no Mantine.
  return (
    <Container size="xl" className={css.page}>
      <Breadcrumbs trail={p.category_path.map((c) => ({ key: c.id, label: c.name, to: `/product-category/${c.id}` }))} current={p.name} />
      <div className={cx(css.cols, css['cols-5-7'])}>
        <ProductGallery key={p.id} images={p.images} name={p.name} />
        <Stack gap="sm">
          {p.is_hot_price && (
            <Badge color="orange" variant="light" className={css.fit}>
              {t('card.hotPrice')}
            </Badge>
          )}
          <Title order={1} size="h2">
            {p.name}
          </Title>
          <Text className={css.price}>{price ?? t('card.priceOnRequest')}</Text>
          {p.moq !== null && <Text>{t('card.moq', { quantity: formatAmountWithUnit(p.moq, p.uom_label, lang) })}</Text>}
          <Group gap="sm" align="start">
            <SendInquiryButton supplierIdentity={p.supplier.identity} supplierName={p.supplier.company_name} productId={p.id} productName={p.name} size="md" />
            <ChatNowButton side="buyer" counterpart={p.supplier.identity} label="chatWithSupplier" embed={{ type: 'product', id: String(p.id) }} size="md" />
            {!own && (
              <ButtonLink to={`/quick-rfq?${new URLSearchParams({ product_id: String(p.id) }).toString()}`} variant="outline" size="md">
                {t('detail.requestThisProduct')}
              </ButtonLink>
            )}
          </Group>
          {p.attributes.length > 0 && <FactTable maw={520} facts={p.attributes.map((a) => [a.label, a.value])} />}
          <Paper withBorder p="md" component="section" aria-label={p.supplier.company_name}>
            <Group justify="between" nowrap align="start">
              <div className={css.tight}>
                <Anchor to={`/supplier/${p.supplier.identity}`} fw={700}>
                  {p.supplier.company_name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {[p.supplier.city, countryName(p.supplier.country, lang)].filter(Boolean).join(', ')}
                  {p.supplier.year_established ? ` · ${t('card.since', { year: p.supplier.year_established })}` : ''}
                </Text>
                <Group gap="xs">
                  <VerificationLevel level={p.supplier.verification_level} lastVerifiedAt={p.supplier.last_verified_datetime} />
                  {p.supplier.is_premium && (
                    <Badge size="sm" color="yellow" variant="light">
                      {t('card.premium')}
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {t('card.products', { count: p.supplier.product_count })}
                    {p.supplier.last_active ? ` · ${t('card.lastActive', { when: formatRelative(p.supplier.last_active, lang) })}` : ''}
                  </Text>
                </Group>
              </div>
              <ButtonLink to={`/supplier/${p.supplier.identity}`} variant="light" size="xs">
                {t('card.viewSupplier')}
              </ButtonLink>
            </Group>
          </Paper>
          <Group gap="md">
            <ReportButton {...reportTarget} own={own} label={tt('actions.reportProduct')} size="xs" />
            <TrustLink
              label={tt('actions.requestRemoval')}
              onClick={() => openForUser('requestRemoval', { removalType: 'product', itemName: p.name, itemId: String(p.id) })}
            />
          </Group>
        </Stack>
      </div>
      {p.description && (
        <Paper withBorder p="md" className={css.mtXl}>
          <Text preLine>{p.description}</Text>
        </Paper>
      )}
      {p.related.length > 0 && (
        <Stack gap="sm" className={css.mtXl}>
          <Title order={2} size="h3">
            {t('detail.related')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
            {p.related.map((item, index) => (
              <ResultCard key={item.id} item={item} index={index + 8} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {!own && <PopupDialogs report={reportTarget} />}
    </Container>
  );
}
