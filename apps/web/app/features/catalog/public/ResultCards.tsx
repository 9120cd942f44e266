import { useTranslation } from '~/lib/use-translation.tsx';
import type { BuyerCard, ProductCard, RfqCard, SearchItem, SupplierCard } from '@tradelink/shared/catalog/search';
import { IMAGE_SIZES, imageUrl, PLACEHOLDER_IMAGE } from '@tradelink/shared/media/images';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { Badge } from '~/components/ui/button.tsx';
import { AppLink } from '~/components/ui/app-link.tsx';
import { cx } from '~/components/ui/layout.tsx';
import { countryName, formatDate, formatMoney, formatPriceRange, formatRelative, formatAmountWithUnit } from '~/lib/format.ts';
import css from './ResultCards.module.css';

// Light cards (decision 012): a page shows dozens of them (60 on home), so each is a handful of
// plain elements styled by classes — no wrappers, no inline styles.

type ProductView = Omit<ProductCard, 'category' | 'created_at'>;
type SupplierView = Omit<SupplierCard, 'business_type' | 'category'>;
type BuyerView = Omit<BuyerCard, 'is_premium' | 'created_at'>;
type RfqView = Omit<RfqCard, 'category' | 'buyer' | 'created_at'> & {
  category: { name: string } | null;
  buyer: Pick<RfqCard['buyer'], 'is_verified' | 'is_premium'>;
};
/** What a card shows: any search item fits; loaders may send just this (see `cardView`). */
export type CardItem = ProductView | SupplierView | BuyerView | RfqView;

/** A search item without the fields no card renders, so a loader sends less to the page. */
export function cardView(item: SearchItem): CardItem {
  switch (item.kind) {
    case 'product': {
      const { kind, id, name, image, price_min, price_max, currency, moq, uom, uom_label, is_hot_price, is_promoted, supplier } = item;
      return { kind, id, name, image, price_min, price_max, currency, moq, uom, uom_label, is_hot_price, is_promoted, supplier };
    }
    case 'supplier': {
      const { kind, identity, company_name, country, city, verification_level, is_premium, main_products, year_established, product_count, last_active } = item;
      return { kind, identity, company_name, country, city, verification_level, is_premium, main_products, year_established, product_count, last_active };
    }
    case 'buyer': {
      const { kind, identity, name, country, sourcing_interests, is_verified, rfq_count } = item;
      return { kind, identity, name, country, sourcing_interests, is_verified, rfq_count };
    }
    case 'rfq': {
      const { kind, id, product_name, quantity, uom, uom_label, target_price, currency, destination_country, expiry_date, category, buyer } = item;
      return {
        kind,
        id,
        product_name,
        quantity,
        uom,
        uom_label,
        target_price,
        currency,
        destination_country,
        expiry_date,
        category: category && { name: category.name },
        buyer: { is_verified: buyer.is_verified, is_premium: buyer.is_premium },
      };
    }
  }
}

const THUMB = IMAGE_SIZES.thumb;

function ProductResult({ item, eager }: { item: ProductView; eager: boolean }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language;
  const price = formatPriceRange(item.price_min, item.price_max, item.currency, lang);
  const src = imageUrl(item.image, 'thumb');
  return (
    <article className={cx(css.card, css.product)}>
      {/* The name link below says what it is; the picture itself needs no second announcement.
          The first row may be the LCP element (eager, high priority); the rest waits for the viewport. */}
      <img
        src={src}
        alt=""
        width={THUMB.width}
        height={THUMB.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? undefined : 'async'}
        fetchPriority={eager ? 'high' : undefined}
        className={cx(css.thumb, src === PLACEHOLDER_IMAGE && css.placeholder)}
      />
      {(item.is_promoted || item.is_hot_price) && (
        <p className={css.row}>
          {/* A paid placement says so: it is why this product is listed first. */}
          {item.is_promoted && (
            <Badge color="gray" size="xs" variant="outline">
              {t('card.ad')}
            </Badge>
          )}
          {item.is_hot_price && (
            <Badge color="orange" size="xs">
              {t('card.hotPrice')}
            </Badge>
          )}
        </p>
      )}
      <AppLink to={`/product/${item.id}`} className={cx(css.title, css.small, css.clamp2)}>
        {item.name}
      </AppLink>
      <p className={css.price}>{price ?? t('card.priceOnRequest')}</p>
      {item.moq !== null && <p className={css.meta}>{t('card.moq', { quantity: formatAmountWithUnit(item.moq, item.uom_label, lang) })}</p>}
      <AppLink to={`/supplier/${item.supplier.identity}`} className={css.supplier}>
        {item.supplier.company_name}
      </AppLink>
      <p className={cx(css.row, css.meta)}>
        {countryName(item.supplier.country, lang)}
        <VerificationLevel level={item.supplier.verification_level} />
        {item.supplier.is_premium && (
          <Badge size="xs" color="yellow">
            {t('card.premium')}
          </Badge>
        )}
      </p>
    </article>
  );
}

function SupplierResult({ item }: { item: SupplierView }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language;
  return (
    <article className={css.card}>
      <div className={css.head}>
        <AppLink to={`/supplier/${item.identity}`} className={css.title}>
          {item.company_name}
        </AppLink>
        <VerificationLevel level={item.verification_level} />
      </div>
      <p className={css.dimmed}>
        {[item.city, countryName(item.country, lang)].filter(Boolean).join(', ')}
        {item.year_established ? ` · ${t('card.since', { year: item.year_established })}` : ''}
      </p>
      {item.main_products && <p className={cx(css.body, css.clamp2)}>{item.main_products}</p>}
      <p className={cx(css.row, css.meta, css.gapXs)}>
        <Badge color="gray">{t('card.products', { count: item.product_count })}</Badge>
        {item.is_premium && <Badge color="yellow">{t('card.premium')}</Badge>}
        {item.last_active && t('card.lastActive', { when: formatRelative(item.last_active, lang) })}
      </p>
    </article>
  );
}

function BuyerResult({ item }: { item: BuyerView }) {
  const { t, i18n } = useTranslation('catalog');
  return (
    <article className={css.card}>
      <div className={css.head}>
        <AppLink to={`/buyer/${item.identity}`} className={css.title}>
          {item.name}
        </AppLink>
        {item.is_verified && (
          <Badge color="teal" size="sm">
            {t('card.verifiedBuyer')}
          </Badge>
        )}
      </div>
      <p className={css.dimmed}>{countryName(item.country, i18n.language)}</p>
      {item.sourcing_interests && <p className={cx(css.body, css.clamp2)}>{t('card.interests', { value: item.sourcing_interests })}</p>}
      <p className={css.meta}>{t('card.rfqs', { count: item.rfq_count })}</p>
    </article>
  );
}

function RfqResult({ item }: { item: RfqView }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language;
  return (
    <article className={css.card}>
      <AppLink to={`/request/${item.id}`} className={css.title}>
        {item.product_name}
      </AppLink>
      {item.category && <p className={css.meta}>{item.category.name}</p>}
      <p className={css.body}>{t('card.quantity', { quantity: formatAmountWithUnit(item.quantity, item.uom_label, lang) })}</p>
      {item.target_price !== null && <p className={css.body}>{t('card.target', { value: formatMoney(item.target_price, item.currency, lang) })}</p>}
      <p className={cx(css.row, css.meta, css.gapMd)}>
        {item.destination_country && <span>{t('card.destination', { country: countryName(item.destination_country, lang) })}</span>}
        {item.expiry_date && <span>{t('card.expires', { date: formatDate(item.expiry_date, lang) })}</span>}
        {item.buyer.is_verified && (
          <Badge color="teal" size="xs">
            {t('card.verifiedBuyer')}
          </Badge>
        )}
        {item.buyer.is_premium && (
          <Badge color="yellow" size="xs">
            {t('card.premiumBuyer')}
          </Badge>
        )}
      </p>
    </article>
  );
}

/** One search result card of any kind; the first row of images loads at once (likely LCP), the rest lazily. */
export function ResultCard({ item, index }: { item: SearchItem | CardItem; index: number }) {
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
