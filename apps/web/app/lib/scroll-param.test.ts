import { describe, expect, it } from 'vitest';
import { scrollTargetId } from './scroll-param.ts';

const sections = { faq: 'pricing-faq', plans: 'pricing-plans' };

describe('the section ?scroll= names', () => {
  it('is the listed element id for a listed name', () => {
    expect(scrollTargetId('faq', sections)).toBe('pricing-faq');
    expect(scrollTargetId('plans', sections)).toBe('pricing-plans');
  });
  it('is nothing for a missing, unknown, selector-like or inherited name', () => {
    for (const bad of [null, '', 'FAQ', 'pricing-faq', '#pricing-faq', 'body *', 'constructor', '__proto__', 'toString']) expect(scrollTargetId(bad, sections)).toBeUndefined();
  });
});
