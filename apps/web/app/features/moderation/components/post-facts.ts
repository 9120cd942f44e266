import type { TFunction } from '~/lib/translator.ts';
import type { ModerationQueueItem } from '@tradelink/shared/moderation/admin-moderation';
import { countryName, formatMoney, formatPriceRange } from '~/lib/format.ts';

const amount = (v: string | null) => (v === null ? null : Number(v));

/** The price or the target price of a post, formatted; null when it has none. */
export function postPrice(item: ModerationQueueItem, lang: string): string | null {
  if (item.kind === 'rfq') return item.target_price === null ? null : formatMoney(Number(item.target_price), item.currency, lang);
  return formatPriceRange(amount(item.price_min), amount(item.price_max), item.currency, lang);
}

/** One line of what matters commercially: price and MOQ for a product, quantity, target and destination for an RFQ. */
export function postFacts(item: ModerationQueueItem, t: TFunction, lang: string): string[] {
  const price = postPrice(item, lang);
  if (item.kind === 'product') {
    return [price ?? t('queue.priceOnRequest'), item.moq ? t('queue.moq', { moq: item.moq, uom: item.uom ?? '' }) : null].filter((v): v is string => Boolean(v));
  }
  return [
    item.quantity ? t('queue.quantity', { quantity: item.quantity, uom: item.uom ?? '' }) : null,
    price ? t('queue.targetPrice', { price }) : null,
    item.destination_country ? t('queue.destination', { country: countryName(item.destination_country, lang) }) : null,
  ].filter((v): v is string => Boolean(v));
}
