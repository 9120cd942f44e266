import type { AgentLead, AgentToolInput, AgentToolOutput } from '@tradelink/shared/agent/tools';
import { buyingLeadsRequest, type BuyingLead, type LeadReason } from '@tradelink/shared/lead/lead';
import { quotationDraftForm } from '@tradelink/shared/agent/tools';
import { appliedTerms, type QuotationTemplate } from '@tradelink/shared/quotation/template';
import { addDaysIso, todayIso } from '@tradelink/shared/validation/optional';
import { AppError } from '../../../lib/app-error.ts';
import { listBuyingLeads } from '../../lead/lead.service.ts';
import { getLeadBrief } from '../../lead/lead-market.service.ts';
import { sendStatus } from '../../quotation/quotation-supplier.service.ts';
import { listTemplates } from '../../quotation-template/quotation-template.service.ts';
import { agentText, listOf } from '../agent-text.ts';
import type { ToolContext } from './context.ts';
import { toolGate } from './tool-gate.ts';
import { formValues, limitOf } from './tool-values.ts';
import { formNumber } from './units.ts';

// The supplier's tools: buying leads as the leads page ranks them for this supplier (never the
// buyer's e-mail or phone: those stay behind the contact unlock), and a draft of the quotation form
// from the request and the supplier's own templates. A draft is values for the form; nothing is sent.

/** Why a lead fits, in words, from its reasons (and the buyer's standing). */
export function whyOf(ctx: ToolContext, lead: Pick<BuyingLead, 'reasons' | 'buyer'>): string {
  const parts = lead.reasons.map((r: LeadReason) => {
    switch (r.kind) {
      case 'category':
        return agentText(ctx.lang, r.related ? 'why.category_related' : 'why.category', { category: r.category_name });
      case 'keywords':
        return agentText(ctx.lang, 'why.keywords', { words: listOf(ctx.lang, r.words) });
      case 'catalogue':
        return agentText(ctx.lang, 'why.catalogue', { product: r.product_name });
      default:
        return agentText(ctx.lang, 'why.new');
    }
  });
  if (lead.buyer.is_premium) parts.push(agentText(ctx.lang, 'why.premium'));
  else if (lead.buyer.is_verified) parts.push(agentText(ctx.lang, 'why.verified'));
  const text = listOf(ctx.lang, parts);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export async function findBuyingLeads(ctx: ToolContext, input: AgentToolInput<'find_buying_leads'>): Promise<AgentToolOutput<'find_buying_leads'>> {
  const request = buyingLeadsRequest.parse({ page: 1, keyword: input.keyword ?? '', country: input.country });
  const found = await toolGate(ctx.deps.env)(() => listBuyingLeads(ctx.deps, ctx.user, ctx.lang, request, { recordVisit: false }));
  const items: AgentLead[] = found.data.slice(0, limitOf(input.limit)).map((lead) => {
    ctx.known.rfqs.add(lead.rfq_id);
    return {
      rfq_id: lead.rfq_id,
      product_name: lead.product_name,
      category_name: lead.category_name,
      quantity: lead.quantity,
      uom: lead.uom,
      uom_label: lead.uom_label,
      target_price: lead.target_price,
      currency: lead.currency,
      destination_country: lead.destination_country,
      expiry_date: lead.expiry_date,
      buyer: { identity: lead.buyer.identity, name: lead.buyer.name, country: lead.buyer.country, is_verified: lead.buyer.is_verified, is_premium: lead.buyer.is_premium },
      quotation_count: lead.quotation_count,
      my_quotation: lead.my_quotation,
      reasons: lead.reasons,
      why: whyOf(ctx, lead),
      url: `/business/buying-leads?rfq-id=${lead.rfq_id}`,
    };
  });
  return { basis: found.basis, total: found.total, items, url: '/business/buying-leads' };
}

/** The template that fits the request best: same unit and incoterm first, then the newest. */
function bestTemplate(templates: QuotationTemplate[], rfq: { uom: string; incoterm: string | null }): QuotationTemplate | undefined {
  const score = (t: QuotationTemplate) => (t.uom === rfq.uom ? 2 : 0) + (rfq.incoterm && t.incoterm === rfq.incoterm ? 1 : 0);
  return [...templates].sort((a, b) => score(b) - score(a) || b.updated_at.localeCompare(a.updated_at))[0];
}

const REQUIRED_QUOTATION_FIELDS = ['unit_price', 'currency', 'quantity', 'uom', 'valid_until'] as const;
type QuotationField = keyof AgentToolOutput<'draft_quotation'>['form'];

export async function draftQuotation(ctx: ToolContext, input: AgentToolInput<'draft_quotation'>): Promise<AgentToolOutput<'draft_quotation'>> {
  // A request this supplier may not read (not approved, its own, another's hidden one) is NOT_FOUND.
  const brief = await getLeadBrief(ctx.deps, ctx.user, ctx.lang, input.rfq_id);
  const [status, templates] = await Promise.all([sendStatus(ctx.deps, ctx.user, brief.rfq_id), listTemplates(ctx.deps, ctx.user)]);
  if (status.block === 'own_rfq') throw new AppError('OWN_RFQ');
  if (!status.existing_quotation_id && !brief.is_open) throw new AppError('RFQ_NOT_OPEN');
  let template: QuotationTemplate | undefined;
  if (input.template_id !== undefined) {
    template = templates.find((t) => t.id === input.template_id);
    if (!template) throw new AppError('NOT_FOUND');
  } else {
    template = bestTemplate(templates, brief);
  }
  const terms = template ? appliedTerms(template) : {};
  const candidate: Partial<Record<QuotationField, unknown>> = {
    unit_price: input.unit_price !== undefined ? formNumber(input.unit_price) : terms.unit_price,
    currency: terms.currency ?? brief.currency,
    quantity: brief.quantity,
    uom: brief.uom,
    incoterm: terms.incoterm ?? brief.incoterm ?? undefined,
    payment_terms: terms.payment_terms ?? brief.payment_method ?? undefined,
    lead_time_days: input.lead_time_days ?? terms.lead_time_days,
    valid_until: terms.valid_until ?? addDaysIso(todayIso(), 14),
    message: input.message ?? terms.message,
  };
  const form = formValues<QuotationField>(quotationDraftForm.shape, candidate);
  ctx.known.rfqs.add(brief.rfq_id);
  return {
    rfq_id: brief.rfq_id,
    rfq: {
      id: brief.rfq_id,
      product_name: brief.product_name,
      quantity: brief.quantity,
      uom: brief.uom,
      target_price: brief.target_price,
      currency: brief.currency,
      destination_country: brief.destination_country,
      expiry_date: brief.expiry_date,
    },
    form: form as AgentToolOutput<'draft_quotation'>['form'],
    template: template ? { id: template.id, name: template.name } : null,
    existing_quotation: status.existing_quotation_id ? { id: status.existing_quotation_id, status: status.existing_status! } : null,
    reason: template ? agentText(ctx.lang, 'reason.quotation_template', { template: template.name }) : agentText(ctx.lang, 'reason.quotation_plain'),
    missing: REQUIRED_QUOTATION_FIELDS.filter((f) => form[f] === undefined),
    form_url: `/business/buying-leads?rfq-id=${brief.rfq_id}`,
  };
}
