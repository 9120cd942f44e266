import { describe, expect, it } from 'vitest';
import en from '~/locales/en/agent.json';
import vi from '~/locales/vi/agent.json';
import zh from '~/locales/zh/agent.json';
import sourcingEn from '~/locales/en/sourcing.json';
import quotingEn from '~/locales/en/quoting.json';
import { createTranslator } from '~/lib/translator.ts';
import { AGENT_PROMPTS, COMPARE_QUOTATIONS_PROMPT, DRAFT_QUOTATION_PROMPT, promptKeys } from './prompts.ts';
import { missingLabels } from './field-labels.ts';

const lookup = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('the suggested first prompts', () => {
  it('offers buyers and suppliers their own prompts, written in each language (not English copies)', () => {
    expect(AGENT_PROMPTS.buyer.length).toBeGreaterThanOrEqual(3);
    expect(AGENT_PROMPTS.supplier.length).toBeGreaterThanOrEqual(2);
    for (const side of ['buyer', 'supplier'] as const) {
      for (const key of promptKeys(side)) {
        const [english, vietnamese, chinese] = [en, vi, zh].map((file) => lookup(file, key));
        expect(typeof english, key).toBe('string');
        expect(vietnamese, key).not.toBe(english);
        expect(chinese, key).not.toBe(english);
      }
    }
  });

  it('says the coffee shop prompt the way the built-in assistant reads it (contract README)', () => {
    expect(lookup(en, 'prompts.buyer.coffeeShop')).toBe('Open a coffee shop in Hanoi');
    expect(lookup(vi, 'prompts.buyer.coffeeShop')).toBe('Mở quán cà phê ở Hà Nội');
    expect(lookup(zh, 'prompts.buyer.coffeeShop')).toBe('在河内开一家咖啡店');
  });

  it('names the request in the follow-ups that cards send', () => {
    for (const file of [en, vi, zh]) {
      expect(lookup(file, DRAFT_QUOTATION_PROMPT)).toContain('{{id}}');
      expect(lookup(file, COMPARE_QUOTATIONS_PROMPT)).toContain('{{id}}');
    }
  });
});

describe("a draft's missing fields", () => {
  it("are named with the form's own labels, each once, unknown names left out", () => {
    const ts = createTranslator('en', { sourcing: sourcingEn, quoting: quotingEn }).getFixedT('sourcing');
    const tq = createTranslator('en', { sourcing: sourcingEn, quoting: quotingEn }).getFixedT('quoting');
    expect(missingLabels(['category_id', 'quantity', 'quantity', 'secret_field'], 'rfq', ts)).toEqual(['Category', 'Quantity']);
    expect(missingLabels(['unit_price', 'lead_time_days'], 'quotation', tq)).toEqual(['Unit price', 'Lead time (days)']);
  });
});
