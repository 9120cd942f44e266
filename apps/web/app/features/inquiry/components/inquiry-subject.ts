import type { TFunction } from '~/lib/translator.ts';
import type { InquiryListItem } from '@tradelink/shared/inquiry/inquiry';

/**
 * What an inquiry is about, in the reader's language: the product's name, a supplier's own subject,
 * or, for a buyer's general inquiry (stored as the company's name), "Inquiry for <company>".
 */
export function inquirySubject(item: InquiryListItem, t: TFunction<'inquiry'>): string {
  if (item.product || item.direction === 'supplier_to_buyer') return item.subject;
  return t('list.subjectGeneral', { company: item.counterpart.company_name ?? item.subject });
}
