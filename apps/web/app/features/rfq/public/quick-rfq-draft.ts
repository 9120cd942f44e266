import { RFQ_NAME_MAX, type RfqFormInput } from '@tradelink/shared/rfq/rfq';

/** A guest's unsent quick RFQ, kept for the tab (spec local-storage key family "quote"). */
export const QUICK_RFQ_DRAFT_KEY = 'tl.quote.quick-rfq';

export function readQuickRfqDraft(): Partial<RfqFormInput> | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const raw = window.sessionStorage.getItem(QUICK_RFQ_DRAFT_KEY);
    return raw ? (JSON.parse(raw) as Partial<RfqFormInput>) : undefined;
  } catch {
    return undefined;
  }
}

export function saveQuickRfqDraft(values: Partial<RfqFormInput>) {
  try {
    window.sessionStorage.setItem(QUICK_RFQ_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // storage full or disabled: the draft is a convenience only
  }
}

/**
 * What `/quick-rfq` opens with. A product named in the address (`product_name`, or `rfq-name`: links
 * from a search with no results, say) fills the product name; a draft kept for another product is
 * set aside rather than mixed into the new request, and a draft for the same product is kept whole.
 */
export function quickRfqInitial(params: URLSearchParams, draft: Partial<RfqFormInput> | undefined): Partial<RfqFormInput> | undefined {
  const named = (params.get('product_name') || params.get('rfq-name') || '').replace(/\s+/g, ' ').trim().slice(0, RFQ_NAME_MAX).trim();
  if (!named) return draft;
  if (draft?.product_name?.trim() === named) return draft;
  return { product_name: named };
}

/**
 * `/quick-rfq?product_id=`: the product's values, or the kept draft when it is for the same product
 * (the buyer came back to it); a draft for another product is set aside as with `product_name`.
 */
export function quickRfqFromProduct<T extends Partial<RfqFormInput>>(prefill: T, draft: Partial<RfqFormInput> | undefined): T {
  if (draft?.product_name?.trim() && draft.product_name.trim() === prefill.product_name?.trim()) return { ...prefill, ...draft };
  return prefill;
}
