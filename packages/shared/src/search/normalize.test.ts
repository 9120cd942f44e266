import { describe, expect, it } from 'vitest';
import { foldText } from './normalize.ts';

describe('foldText', () => {
  it('folds Vietnamese accents and đ', () => {
    expect(foldText('Cà phê Robusta')).toBe('ca phe robusta');
    expect(foldText('Đồ gỗ nội thất')).toBe('do go noi that');
  });
  it('keeps Chinese characters and collapses punctuation', () => {
    expect(foldText('不锈钢 — 304/316')).toBe('不锈钢 304 316');
  });
});

describe('search documents and queries', () => {
  it('indexes Chinese as bigrams so a piece of a name matches', async () => {
    const { searchDocument, searchTerms } = await import('./normalize.ts');
    expect(searchDocument(['304不锈钢水槽'])).toBe('304 不锈 锈钢 钢水 水槽');
    expect(searchTerms('不锈钢')).toEqual(['不锈', '锈钢']);
    expect(searchTerms('钢')).toEqual(['钢']);
  });
  it('folds Vietnamese the same way on both sides', async () => {
    const { searchDocument, searchTerms } = await import('./normalize.ts');
    expect(searchDocument(['Cà phê Robusta', 'Cà phê'])).toBe('ca phe robusta');
    expect(searchTerms('CA PHÊ')).toEqual(['ca', 'phe']);
  });
});
