import { describe, expect, it } from 'vitest';
import { mergeTemplate, templateSide } from './template-merge.ts';

describe('mergeTemplate', () => {
  const values = { unit_price: '12.00', currency: 'USD', quantity: '500', incoterm: 'FOB', lead_time_days: 21, message: '', valid_until: '2030-01-31' };

  it('fills empty terms and the defaults the form started from', () => {
    const merged = mergeTemplate(values, new Set(), { currency: 'EUR', incoterm: 'CIF', message: 'BSCI audited', valid_until: '2030-02-15' });
    expect(merged.conflicts).toEqual([]);
    expect(merged.values).toMatchObject({ currency: 'EUR', incoterm: 'CIF', message: 'BSCI audited', valid_until: '2030-02-15', unit_price: '12.00' });
  });

  it('keeps what the supplier typed and names each term the template would change', () => {
    const merged = mergeTemplate(values, new Set(['unit_price', 'lead_time_days', 'message']), { unit_price: '11.50', lead_time_days: 21, message: 'Samples in 5 days' });
    // The message was typed but left empty: the template fills it. The same lead time is no conflict.
    expect(merged.conflicts).toEqual([{ field: 'unit_price', mine: '12.00', theirs: '11.50' }]);
    expect(merged.values).toMatchObject({ unit_price: '12.00', lead_time_days: 21, message: 'Samples in 5 days' });
    expect(templateSide(merged.conflicts)).toEqual({ unit_price: '11.50' });
  });
});
