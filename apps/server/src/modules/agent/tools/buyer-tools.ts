import { quotationRow, type AgentToolInput, type AgentToolOutput, type QuotationRow } from '@tradelink/shared/agent/tools';
import { AGENT_TOOL_LIMIT } from '@tradelink/shared/constants/agent';
import { translateError } from '@tradelink/shared/i18n/translate';
import { DEFAULT_EXPIRY_DAYS, rfqFormShape } from '@tradelink/shared/rfq/rfq';
import { addDaysIso, todayIso } from '@tradelink/shared/validation/optional';
import { listForRfq } from '../../quotation/quotation.service.ts';
import { getOwnedRfq, listOwnedRfqs } from '../../rfq/rfq.service.ts';
import { agentText } from '../agent-text.ts';
import { searchProducts } from './catalog-tools.ts';
import type { ToolContext } from './context.ts';
import { formValues, limitOf } from './tool-values.ts';
import { formNumber, unitCodeOf } from './units.ts';

// The buyer's tools: the caller's own requests and the quotations on them (another buyer's RFQ is
// "not available", as its page would be "not found"), and drafts of the RFQ form. A draft is only
// values for the form: the user reviews and posts it; nothing is written here.


export async function listMyRfqs(ctx: ToolContext, input: AgentToolInput<'list_my_rfqs'>): Promise<AgentToolOutput<'list_my_rfqs'>> {
  const found = await listOwnedRfqs(ctx.deps, ctx.user, ctx.lang, { status: input.status ?? 'all', keyword: input.keyword, page: 1 });
  const items = found.data.slice(0, limitOf(input.limit));
  for (const r of items) ctx.known.rfqs.add(r.id);
  return { total: found.total, items };
}

export async function compareQuotations(ctx: ToolContext, input: AgentToolInput<'compare_quotations'>): Promise<AgentToolOutput<'compare_quotations'>> {
  // Both refuse an RFQ that is not the caller's (NOT_FOUND), before any quotation is read.
  const rfq = await getOwnedRfq(ctx.deps, ctx.user, ctx.lang, input.rfq_id);
  const quotations = await listForRfq(ctx.deps, ctx.user, { rfq_id: rfq.id, sort: 'unit_price', sort_mode: 'asc' });
  const rows: QuotationRow[] = quotations
    .filter((q) => q.status !== 'withdrawn')
    .slice(0, AGENT_TOOL_LIMIT.quotations)
    // The row's schema keeps the comparison's fields of the quotation and drops the rest.
    .map((q) => quotationRow.parse({ ...q, quotation_id: q.id }));
  ctx.known.rfqs.add(rfq.id);
  for (const r of rows) {
    ctx.known.quotations.add(r.quotation_id);
    ctx.known.suppliers.add(r.supplier.identity);
  }
  // Only offers the buyer can still accept stand out: not declined, not past their validity.
  const today = todayIso();
  const standing = rows.filter((r) => r.status !== 'declined' && (r.valid_until === null || r.valid_until.slice(0, 10) >= today));
  const mixed = new Set(rows.map((r) => r.currency)).size > 1;
  const cheapest = new Set(standing.map((r) => r.currency)).size > 1 ? undefined : [...standing].sort((a, b) => Number(a.unit_price) - Number(b.unit_price))[0];
  const fastest = standing.filter((r) => r.lead_time_days !== null).sort((a, b) => a.lead_time_days! - b.lead_time_days!)[0];
  return {
    rfq: { id: rfq.id, product_name: rfq.product_name, quantity: rfq.quantity, uom: rfq.uom, target_price: rfq.target_price, currency: rfq.currency, status: rfq.status },
    rows,
    lowest_price_id: cheapest?.quotation_id ?? null,
    shortest_lead_time_id: fastest?.quotation_id ?? null,
    mixed_currencies: mixed,
    url: `/user/request-quotation/detail/${rfq.id}`,
  };
}

const REQUIRED_RFQ_FIELDS = ['product_name', 'category_id', 'quantity', 'uom', 'destination_country', 'expiry_date'] as const;
type DraftField = keyof AgentToolOutput<'draft_rfq'>['form'];

/**
 * The RFQ form's values from what is known: each value is checked as the form checks it and left
 * out when it would not pass, so the form opens with nothing it would refuse. The category comes
 * from the listings that match the product best (the form needs one).
 */
export async function draftRfq(
  ctx: ToolContext,
  input: AgentToolInput<'draft_rfq'>,
  hints: { category?: { id: number; name: string } | null; reason?: string } = {},
): Promise<AgentToolOutput<'draft_rfq'>> {
  let category = hints.category;
  if (category === undefined && !input.category_id) {
    const found = await searchProducts(ctx, { keyword: input.product_name.slice(0, 100), limit: 5 });
    category = mostCommonCategory(found.items.map((p) => p.category));
  }
  const candidate: Partial<Record<DraftField, unknown>> = {
    product_name: input.product_name,
    category_id: input.category_id ?? category?.id,
    description: input.description,
    quantity: input.quantity !== undefined ? formNumber(input.quantity) : undefined,
    uom: unitCodeOf(input.uom),
    target_price: input.target_price !== undefined ? formNumber(input.target_price) : undefined,
    currency: (input.currency ?? 'USD').toUpperCase(),
    incoterm: input.incoterm,
    payment_method: input.payment_method,
    frequency: input.frequency,
    destination_country: (input.destination_country ?? ctx.user.fdCountry ?? undefined)?.toUpperCase(),
    expiry_date: addDaysIso(todayIso(), DEFAULT_EXPIRY_DAYS),
  };
  const form = formValues<DraftField>(rfqFormShape, candidate);
  const missing = REQUIRED_RFQ_FIELDS.filter((f) => form[f] === undefined);
  return {
    form: form as AgentToolOutput<'draft_rfq'>['form'],
    category_name: input.category_id ? null : (category?.name ?? null),
    reason: input.reason?.trim() || hints.reason || agentText(ctx.lang, 'reason.rfq'),
    missing: [...missing],
    form_url: '/user/request-quotation',
  };
}

export function mostCommonCategory(categories: Array<{ id: number; name: string } | null>) {
  const counts = new Map<number, { ref: { id: number; name: string }; n: number }>();
  for (const c of categories) if (c) counts.set(c.id, { ref: c, n: (counts.get(c.id)?.n ?? 0) + 1 });
  return [...counts.values()].sort((a, b) => b.n - a.n)[0]?.ref ?? null;
}

/** The labels of form fields, in the interface language (the errors namespace names them). */
export const fieldLabels = (ctx: ToolContext, fields: string[]) => fields.map((f) => translateError(ctx.lang, `fields.${f}`));

