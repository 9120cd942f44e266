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
