import type { TFunction } from '~/lib/translator.ts';
import type { ModerationQueueItem } from '@tradelink/shared/moderation/admin-moderation';
import { formatQuantity } from '@tradelink/shared/reference/units';
import { countryName, formatMoney, formatPriceRange } from '~/lib/format.ts';

const amount = (v: string | null) => (v === null ? null : Number(v));

/** The price or the target price of a post, formatted; null when it has none. */
export function postPrice(item: ModerationQueueItem, lang: string): string | null {
  if (item.kind === 'rfq') return item.target_price === null ? null : formatMoney(Number(item.target_price), item.currency, lang);
  return formatPriceRange(amount(item.price_min), amount(item.price_max), item.currency, lang);
}

/** The product's MOQ or the RFQ's quantity with its unit in the page language ("1.000 Tấn"); null when it has none. */
export function postQuantity(item: ModerationQueueItem, lang: string): string | null {
  const value = item.kind === 'product' ? item.moq : item.quantity;
  return value ? formatQuantity(value, item.uom, lang) : null;
}

/** One line of what matters commercially: price and MOQ for a product, quantity, target and destination for an RFQ. */
export function postFacts(item: ModerationQueueItem, t: TFunction, lang: string): string[] {
  const price = postPrice(item, lang);
  if (item.kind === 'product') {
    return [price ?? t('queue.priceOnRequest'), item.moq ? t('queue.moq', { moq: postQuantity(item, lang) }) : null].filter((v): v is string => Boolean(v));
  }
  return [
    item.quantity ? t('queue.quantity', { quantity: postQuantity(item, lang) }) : null,
    price ? t('queue.targetPrice', { price }) : null,
    item.destination_country ? t('queue.destination', { country: countryName(item.destination_country, lang) }) : null,
  ].filter((v): v is string => Boolean(v));
}
