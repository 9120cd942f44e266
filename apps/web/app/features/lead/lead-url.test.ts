import { describe, expect, it } from 'vitest';
import { leadsInput, marketInput, readLeadUrl, writeLeadUrl } from './lead-url.ts';
import { quantityProblem } from './quantity-range.ts';

describe('the buying-leads URL', () => {
  it('reads the view, filters and page, ignoring values it does not know', () => {
    const { values, page } = readLeadUrl(new URLSearchParams('tab=market&keyword=steel&countries=DE&min_qty=100&posted=7&files=1&sort=expiring&page=3'));
    expect(values).toMatchObject({ view: 'market', keyword: 'steel', country: 'DE', minQuantity: '100', postedWithin: '7', withAttachments: true, sort: 'expiring' });
    expect(page).toBe(3);
    expect(readLeadUrl(new URLSearchParams('tab=nope&posted=3&sort=cheap&page=999'))).toMatchObject({ values: { view: 'recommended', postedWithin: '', sort: 'newest' }, page: 50 });
  });

  it('writes only what is set, drops the page, and round-trips', () => {
    const { values } = readLeadUrl(new URLSearchParams('tab=market&keyword=steel&files=1&page=4'));
    const written = writeLeadUrl(new URLSearchParams('page=4&other=x'), { ...values, keyword: '' });
    expect(written.toString()).toBe('other=x&tab=market&files=1');
    expect(readLeadUrl(written).values).toEqual({ ...values, keyword: '' });
  });

  it('turns the values into each call’s input', () => {
    const { values } = readLeadUrl(new URLSearchParams('tab=hidden&keyword=bolts&max_qty=50'));
    expect(leadsInput(values, 2)).toEqual({
      page: 2, keyword: 'bolts', category_id: undefined, country: undefined, min_quantity: undefined, max_quantity: '50',
      posted_within: undefined, with_attachments: undefined, show: 'hidden',
    });
    expect(marketInput({ ...values, view: 'market' }, 1)).toMatchObject({ keyword: 'bolts', max_quantity: '50', sort: 'newest' });
  });
});

describe('quantityProblem', () => {
  it('accepts open ends and a range the right way round, and names what is wrong', () => {
    expect(quantityProblem('', '')).toBeNull();
    expect(quantityProblem('100', '')).toBeNull();
    expect(quantityProblem('100', '100.5')).toBeNull();
    expect(quantityProblem('lots', '')).toBe('min');
    expect(quantityProblem('', '0')).toBe('max');
    expect(quantityProblem('500', '20')).toBe('range');
  });
});
