import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../api/error-codes.ts';
import { calls } from '../api/calls.ts';
import { errorsNamespace } from '../i18n/translate.ts';
import { addDaysIso, todayIso } from '../validation/optional.ts';
import { agentChatRequest } from './chat.ts';
import { AGENT_TOOL_NAMES, AGENT_TOOL_SIDES, agentTools, draftQuotationOutput, draftRfqOutput } from './tools.ts';

const AGENT_CODES = Object.keys(ERROR_STATUS).filter((c) => c.startsWith('AGENT_'));

describe('agent contract', () => {
  it('has an input and output schema and a side for every tool name', () => {
    expect(Object.keys(agentTools).sort()).toEqual([...AGENT_TOOL_NAMES].sort());
    expect(Object.keys(AGENT_TOOL_SIDES).sort()).toEqual([...AGENT_TOOL_NAMES].sort());
  });

  it('translates every agent error code in en, vi and zh, each differently', () => {
    expect(AGENT_CODES.length).toBeGreaterThanOrEqual(9);
    for (const code of AGENT_CODES) {
      const texts = (['en', 'vi', 'zh'] as const).map((lang) => (errorsNamespace[lang].codes as Record<string, string>)[code]);
      expect(texts.every(Boolean), code).toBe(true);
      expect(new Set(texts).size, code).toBe(3);
    }
  });

  it('registers the conversation calls and the operators\' usage call', () => {
    for (const name of ['agent.conversations', 'agent.conversation', 'agent.conversation_rename', 'agent.conversation_delete', 'agent.usage', 'admin.agent_usage']) {
      expect(calls).toHaveProperty([name]);
    }
  });

  it('refuses an empty or too long message and a conversation id that is not a uuid', () => {
    expect(agentChatRequest.safeParse({ message: '   ' }).success).toBe(false);
    expect(agentChatRequest.safeParse({ message: 'x'.repeat(2001) }).success).toBe(false);
    expect(agentChatRequest.safeParse({ message: 'hi', conversation_id: '12' }).success).toBe(false);
    expect(agentChatRequest.parse({ message: ' coffee ', locale: 'vi' })).toEqual({ message: 'coffee', locale: 'vi' });
  });

  it('takes a partial RFQ form as a draft, checked as the form checks it', () => {
    const draft = {
      form: { product_name: 'Roasted coffee beans', quantity: '500', uom: 'Kilograms', incoterm: 'FOB', expiry_date: addDaysIso(todayIso(), 30) },
      category_name: null,
      reason: 'why',
      missing: ['category_id'],
      form_url: '/user/request-quotation',
    };
    expect(draftRfqOutput.safeParse(draft).success).toBe(true);
    expect(draftRfqOutput.safeParse({ ...draft, form: { ...draft.form, incoterm: 'XYZ' } }).success).toBe(false);
    expect(draftRfqOutput.safeParse({ ...draft, form: { ...draft.form, expiry_date: '2000-01-01' } }).success).toBe(false);
  });

  it('takes a partial quotation form as a draft', () => {
    const draft = {
      rfq_id: 3,
      rfq: { id: 3, product_name: 'Rice', quantity: '10', uom: 'Metric Tons', target_price: null, currency: 'USD', destination_country: 'VN', expiry_date: null },
      form: { unit_price: '420.50', currency: 'USD', quantity: '10', uom: 'Metric Tons', lead_time_days: 14 },
      template: { id: 1, name: 'Standard FOB' },
      existing_quotation: null,
      reason: 'why',
      missing: ['valid_until'],
      form_url: '/business/buying-leads?lead_id=3',
    };
    expect(draftQuotationOutput.safeParse(draft).success).toBe(true);
    expect(draftQuotationOutput.safeParse({ ...draft, form: { unit_price: '-1' } }).success).toBe(false);
  });
});
