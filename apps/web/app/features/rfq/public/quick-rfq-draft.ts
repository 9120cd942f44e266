import type { RfqFormInput } from '@tradelink/shared/rfq/rfq';

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
