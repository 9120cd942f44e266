import type { Language } from '@tradelink/shared/constants/languages';
import type { QuotationDetail } from '@tradelink/shared/quotation/quotation';
import { formatQuantity, unitLabel } from '@tradelink/shared/reference/units';
import { formatDate, intlLocale } from '~/lib/format.ts';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * A quoted amount to the cent (the currency's usual digits): offers are compared on small
 * differences, so $1,725.50 must not read as $1,726 (the catalog's rounded prices would).
 */
export function quotedMoney(value: string, currency: string, lang: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency }).format(Number(value));
  } catch {
    return `${value} ${currency}`;
  }
}

/**
 * One quotation's comparable values as the buyer reads them, shared by the comparison table (desktop)
 * and its cards (phone), so both say exactly the same thing. A missing value is a dash, never a gap.
 */
export function compareValues(q: QuotationDetail, t: T, lang: Language) {
  const money = (v: string) => quotedMoney(v, q.currency, lang);
  return {
    unitPrice: money(q.unit_price),
    perUnit: unitLabel(q.uom, lang),
    total: money(q.total),
    quantity: formatQuantity(q.quantity, q.uom, lang),
    leadTime: q.lead_time_days ? t('quotation.days', { count: q.lead_time_days }) : '—',
    validUntil: q.valid_until ? formatDate(q.valid_until, lang) : '—',
    terms: [q.incoterm, q.payment_terms === 'Other' ? t('form.otherPayment') : q.payment_terms].filter(Boolean).join(' · ') || '—',
  };
}
