import type { AgentSide } from '@tradelink/shared/agent/chat';

/**
 * The suggested first prompts, by side: keys of `agent:prompts.<side>.<key>` (each language's own
 * words, which the built-in assistant reads too: contract README, "The built-in assistant").
 */
export const AGENT_PROMPTS: Record<AgentSide, readonly string[]> = {
  buyer: ['coffee', 'coffeeShop', 'draftRfq', 'compare'],
  supplier: ['leads', 'bestLead', 'suppliers'],
};

export const promptKeys = (side: AgentSide) => AGENT_PROMPTS[side].map((key) => `prompts.${side}.${key}`);

/** What a lead card's "Draft a quotation" sends (the built-in assistant reads "request {id}"). */
export const DRAFT_QUOTATION_PROMPT = 'prompts.draftQuotationFor';
/** What a quotation card's "Compare quotations" sends. */
export const COMPARE_QUOTATIONS_PROMPT = 'prompts.compareFor';
