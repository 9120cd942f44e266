import { quotationDraftForm, rfqDraftForm, type DraftQuotationOutput, type DraftRfqOutput } from '@tradelink/shared/agent/tools';
import type { RfqFormInput } from '@tradelink/shared/rfq/rfq';
import type { QuotationSendInput } from '@tradelink/shared/quotation/quotation';
import { RFQ_NAME_MAX } from '@tradelink/shared/rfq/rfq';

// The agent drafts; the user posts (decision 035). "Open the posting form" keeps the draft in this
// browser's local storage under a short id and opens the form with that id in the address; the
// form reads it back, checks each field again with the form's own rules (a day later the expiry
// date may have passed) and starts from what is still valid. The product name travels in the
// address too, so another browser (or cleared storage) still opens the form with it.

/** The `quote` local-storage key family (spec section 9): the agent's RFQ drafts. */
export const AGENT_RFQ_DRAFTS_KEY = 'tl.quote.agent-rfq';
/** Drafts kept at most, and for how long (a draft is a click away from its form). */
export const MAX_AGENT_DRAFTS = 20;
export const AGENT_DRAFT_TTL_MS = 7 * 86_400_000;
/** The RFQ form's address parameter naming a kept draft. */
export const AGENT_DRAFT_PARAM = 'agent-draft';
/** The buying leads' parameter that opens the quotation form of `rfq-id` on arrival. */
export const OPEN_QUOTE_PARAM = 'quote';

export type RfqPrefill = Partial<RfqFormInput> & { category_name?: string };

interface KeptDraft {
  form: Record<string, unknown>;
  category_name: string | null;
  savedAt: number;
}
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storage = (): Store | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

function readAll(store: Store | null): Record<string, KeptDraft> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(AGENT_RFQ_DRAFTS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, KeptDraft>) : {};
  } catch {
    return {};
  }
}

/** Each field checked alone with the form's rule: an invalid one is dropped, the others kept. */
function validFields<S extends { shape: Record<string, { safeParse: (v: unknown) => { success: boolean; data?: unknown } }> }>(schema: S, values: unknown): Record<string, unknown> {
  if (!values || typeof values !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const value = (values as Record<string, unknown>)[name];
    if (value === undefined || value === null || value === '') continue;
    const parsed = field.safeParse(value);
    if (parsed.success && parsed.data !== undefined) out[name] = parsed.data;
  }
  return out;
}

const newId = () => Math.random().toString(36).slice(2, 10).padEnd(8, '0');

/** Keeps a `draft_rfq` output (or a plan line's draft) and gives the form's address. */
export function rfqDraftUrl(draft: Pick<DraftRfqOutput, 'form' | 'category_name'>, store: Store | null = storage(), now = Date.now()): string {
  const params = new URLSearchParams();
  const form = validFields(rfqDraftForm, draft.form);
  const id = newId();
  const entries: Array<[string, KeptDraft]> = Object.entries(readAll(store)).filter(([, d]) => d && now - (d.savedAt ?? 0) < AGENT_DRAFT_TTL_MS);
  entries.push([id, { form, category_name: draft.category_name, savedAt: now }]);
  const kept = Object.fromEntries(entries.sort(([, a], [, b]) => b.savedAt - a.savedAt).slice(0, MAX_AGENT_DRAFTS));
  try {
    store?.setItem(AGENT_RFQ_DRAFTS_KEY, JSON.stringify(kept));
    params.set(AGENT_DRAFT_PARAM, id);
  } catch {
    // storage full or disabled: the name in the address still starts the form
  }
  if (typeof form.product_name === 'string') params.set('product_name', form.product_name);
  return `/user/request-quotation?${params.toString()}`;
}

/** The form values for `/user/request-quotation?agent-draft=…` (or its `product_name`); undefined for none. */
export function readRfqDraft(params: URLSearchParams, store: Store | null = storage(), now = Date.now()): RfqPrefill | undefined {
  const id = params.get(AGENT_DRAFT_PARAM);
  const kept = id && /^[a-z0-9]{1,16}$/.test(id) ? readAll(store)[id] : undefined;
  if (kept && now - (kept.savedAt ?? 0) < AGENT_DRAFT_TTL_MS) {
    const form = validFields(rfqDraftForm, kept.form) as Partial<RfqFormInput>;
    if (form.quantity !== undefined) form.quantity = String(form.quantity);
    if (form.target_price !== undefined) form.target_price = String(form.target_price);
    const named = typeof kept.category_name === 'string' && form.category_id !== undefined ? { category_name: kept.category_name } : {};
    return { ...form, ...named };
  }
  const name = (params.get('product_name') ?? '').replace(/\s+/g, ' ').trim().slice(0, RFQ_NAME_MAX).trim();
  return name.length >= 3 ? { product_name: name } : undefined;
}

/**
 * "Open the quotation form": the draft's terms become the quotation being written for that RFQ
 * (features/quoting/quote-draft.ts, the same local-storage draft the form keeps), every one of them
 * counted as typed so the request's defaults or a template never silently replace them. Files
 * already attached to a draft for that RFQ stay. Returns the lead's address, which opens the form.
 */
export function quotationDraftValues(draft: Pick<DraftQuotationOutput, 'rfq_id' | 'form'>): { values: Partial<QuotationSendInput>; typed: string[] } {
  const values = validFields(quotationDraftForm, draft.form) as Partial<QuotationSendInput>;
  return { values: { ...values, rfq_id: draft.rfq_id }, typed: Object.keys(values) };
}

export function quotationFormUrl(rfqId: number): string {
  return `/business/buying-leads?rfq-id=${rfqId}&${OPEN_QUOTE_PARAM}=1`;
}
