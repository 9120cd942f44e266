import { describe, expect, it } from 'vitest';
import { appliedTerms, templateForm, templateFormValues, termsToTemplate, type QuotationTemplate } from './template.ts';

const template: QuotationTemplate = {
  id: 7,
  name: 'FOB Haiphong',
  unit_price: '12.50',
  currency: 'USD',
  uom: 'pcs',
  incoterm: 'FOB',
  payment_terms: null,
  lead_time_days: 30,
  validity_days: 14,
  message: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('applying a template', () => {
  it('fills in only the terms it holds, with validity counted from today', () => {
    expect(appliedTerms(template, '2026-03-25')).toEqual({
      unit_price: '12.50',
      currency: 'USD',
      uom: 'pcs',
      incoterm: 'FOB',
      lead_time_days: 30,
      valid_until: '2026-04-08',
    });
  });

  it('turns a quotation being written back into a template, validity as days from today', () => {
    const values = { unit_price: '9.90', currency: 'EUR', uom: '', incoterm: 'CIF', payment_terms: 'L/C', lead_time_days: '', valid_until: '2026-04-24', message: '  ' };
    expect(termsToTemplate(values, '2026-03-25')).toEqual({ unit_price: '9.90', currency: 'EUR', incoterm: 'CIF', payment_terms: 'L/C', validity_days: 30 });
    // A date in the past or beyond a year is not a validity a template can keep.
    expect(termsToTemplate({ valid_until: '2026-03-01' }, '2026-03-25')).toEqual({});
  });

  it('round-trips a saved template through its form', () => {
    const parsed = templateForm.parse(templateFormValues(template));
    expect(parsed).toMatchObject({ name: 'FOB Haiphong', unit_price: '12.50', lead_time_days: 30, validity_days: 14 });
    expect(parsed.payment_terms).toBeUndefined();
    expect(parsed.message).toBe('');
  });
});

describe('the template form', () => {
  it('needs only a name', () => {
    expect(templateForm.safeParse({ name: 'Bare' }).success).toBe(true);
    expect(templateForm.safeParse({ name: ' ' }).error?.issues[0]).toMatchObject({ path: ['name'], message: 'required' });
  });

  it('keeps validity between 1 and 365 days', () => {
    expect(templateForm.safeParse({ name: 'x', validity_days: '365' }).success).toBe(true);
    expect(templateForm.safeParse({ name: 'x', validity_days: '366' }).error?.issues[0]?.message).toBe('number_too_large');
    expect(templateForm.safeParse({ name: 'x', validity_days: '0' }).error?.issues[0]?.message).toBe('integer_invalid');
  });
});
