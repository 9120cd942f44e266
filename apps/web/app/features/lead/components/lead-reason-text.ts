import type { TFunction } from '~/lib/translator.ts';
import type { LeadReason } from '@tradelink/shared/lead/lead';

/** One recommendation reason as a short phrase in the reader's language. */
export function leadReasonText(reason: LeadReason, t: TFunction<'leads'>, lang: string): string {
  switch (reason.kind) {
    case 'category':
      return t(reason.related ? 'leads.reasons.relatedCategory' : 'leads.reasons.category', { name: reason.category_name });
    case 'keywords':
      // A plain list of words ("steel, sink"; "steel、sink"), not a sentence with "and".
      return t('leads.reasons.keywords', { words: new Intl.ListFormat(lang, { style: 'narrow', type: 'conjunction' }).format(reason.words) });
    case 'catalogue':
      return t('leads.reasons.catalogue', { name: reason.product_name });
    case 'new':
      return t('leads.reasons.new');
  }
}
