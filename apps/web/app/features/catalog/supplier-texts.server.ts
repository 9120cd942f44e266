import type { Language } from '@tradelink/shared/constants/languages';
import type { SupplierPublic } from '@tradelink/shared/catalog/detail';
import { routeResourcesFor } from '~/lib/i18n-resources.server.ts';
import { createTranslator, type TFunction } from '~/lib/translator.ts';
import { countryName } from '~/lib/format.ts';

// Texts of the light supplier page worded on the server, in its loader: the page is at its
// JavaScript budget (decision 012), and these need plural rules and wording code the browser then
// never downloads. On client navigation the loader still runs on the server.

const translators = new Map<Language, TFunction>();
function translatorFor(lang: Language): TFunction {
  let t = translators.get(lang);
  if (!t) {
    t = createTranslator(lang, routeResourcesFor(lang, ['catalog'])).t;
    translators.set(lang, t);
  }
  return t;
}

/**
 * The response line (decision 033): "Response rate 92% · Typically replies within 3 hours (last
 * 30 days)", or "not enough data yet" for a supplier with too few contacts; and the sentence that
 * explains the figures.
 */
export function responseLine(lang: Language, figures: SupplierPublic['response']): { text: string; explain: string; enough: boolean } {
  const t = translatorFor(lang);
  const explain = t('catalog:response.explain', { count: figures.window_days });
  if (!figures.enough_data || figures.rate_percent === null) return { text: t('catalog:response.notEnough'), explain, enough: false };
  const hours = figures.reply_within_hours;
  const parts = [t('catalog:response.rate', { percent: figures.rate_percent })];
  if (hours !== null) parts.push(hours < 24 ? t('catalog:response.withinHours', { count: hours }) : t('catalog:response.withinDays', { count: hours / 24 }));
  return { text: t('catalog:response.line', { figures: parts.join(' · '), count: figures.window_days }), explain, enough: true };
}

/** The page's meta description: company, place, main products, "12 products". */
export function supplierDescription(lang: Language, s: SupplierPublic): string {
  const t = translatorFor(lang);
  const place = [s.city, countryName(s.country, lang)].filter(Boolean).join(', ');
  return [s.company_name, place, s.main_products, t('catalog:card.products', { count: s.product_count })].filter(Boolean).join(' · ').slice(0, 160);
}
