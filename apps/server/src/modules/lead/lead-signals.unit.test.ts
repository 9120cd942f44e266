import { describe, expect, it } from 'vitest';
import { buildSignals, hasSignals, leadWords, matchLead, type CategoryTree } from './lead-signals.ts';

// A small tree: 1 Home > 10 Kitchen > {100 Sinks, 101 Faucets}, 11 Furniture > {110 Chairs}; 2 Food > 20 Nuts.
const parents = new Map<number, number | null>([
  [1, null], [10, 1], [100, 10], [101, 10], [11, 1], [110, 11], [2, null], [20, 2],
]);
const tree: CategoryTree = {
  parentOf: (id) => parents.get(id) ?? null,
  childrenOf: (id) => [...parents.entries()].filter(([, p]) => p === id).map(([c]) => c),
};

describe('leadWords', () => {
  it('folds accents and drops numbers, short words and fillers', () => {
    expect(leadWords('High quality Cà phê 500g bags for export, A4')).toEqual(['phe', '500g', 'bags']);
    expect(leadWords('不锈钢水槽')).toEqual(['不锈', '锈钢', '钢水', '水槽']);
    expect(leadWords(null)).toEqual([]);
  });
});

describe('buildSignals', () => {
  it('takes own categories with what is below them, and siblings as related (named by the parent)', () => {
    const s = buildSignals(tree, { mainCategoryId: 11, productCategoryIds: [100], mainProducts: null, products: [] });
    expect(s.categories.get(11)).toEqual({ categoryId: 11, related: false });
    expect(s.categories.get(110)).toEqual({ categoryId: 11, related: false });
    expect(s.categories.get(100)).toEqual({ categoryId: 100, related: false });
    expect(s.categories.get(101)).toEqual({ categoryId: 10, related: true });
    // Furniture's siblings are Kitchen (a parent of one of its own) and itself.
    expect(s.categories.get(10)).toEqual({ categoryId: 1, related: true });
    expect(s.categories.has(20)).toBe(false);
  });

  it('names a category by itself when an own ancestor also covers it', () => {
    const s = buildSignals(tree, { mainCategoryId: 10, productCategoryIds: [100], mainProducts: null, products: [] });
    expect(s.categories.get(100)).toEqual({ categoryId: 100, related: false });
    expect(s.categories.get(101)).toEqual({ categoryId: 10, related: false });
  });

  it('looks candidates up by the most frequent words, main products counting double', () => {
    const s = buildSignals(tree, {
      mainCategoryId: null,
      productCategoryIds: [],
      mainProducts: 'steel sinks, basins',
      products: [{ id: 1, name: 'Steel kitchen sink' }, { id: 2, name: 'Kitchen faucet' }],
    });
    // steel: 2 + 1; basins, kitchen, sinks: 2 each (ties alphabetical); sink, faucet: 1.
    expect(s.searchWords).toEqual(['steel', 'basins', 'kitchen', 'sinks', 'faucet', 'sink']);
    expect(hasSignals(s)).toBe(true);
    expect(hasSignals(buildSignals(tree, { mainCategoryId: null, productCategoryIds: [], mainProducts: ' ', products: [] }))).toBe(false);
  });
});

describe('matchLead', () => {
  const signals = buildSignals(tree, {
    mainCategoryId: null,
    productCategoryIds: [100],
    mainProducts: 'stainless sinks',
    products: [{ id: 7, name: 'Stainless steel double sink' }, { id: 8, name: 'Steel chair' }],
  });

  it('gives the reasons, strongest first, without repeating words the matching product shows', () => {
    expect(matchLead(signals, { productName: 'Double stainless sink 304', categoryId: 100 }).reasons).toEqual([
      { kind: 'catalogue', product_id: 7, product_name: 'Stainless steel double sink' },
      { kind: 'category', category_id: 100, related: false },
    ]);
    expect(matchLead(signals, { productName: 'Stainless steel sinks', categoryId: 20 }).reasons).toEqual([
      { kind: 'catalogue', product_id: 7, product_name: 'Stainless steel double sink' },
      { kind: 'keywords', words: ['stainless', 'steel', 'sinks'] },
    ]);
  });

  it('ranks a close product above the category, the category above shared words, and a sibling last', () => {
    const close = matchLead(signals, { productName: 'Double stainless sink 304', categoryId: 100 });
    const categoryOnly = matchLead(signals, { productName: 'Ceramic basin', categoryId: 100 });
    const twoWords = matchLead(signals, { productName: 'Stainless sinks wholesale', categoryId: 20 });
    const sibling = matchLead(signals, { productName: 'Ceramic basin', categoryId: 101 });
    expect(twoWords.reasons).toEqual([{ kind: 'keywords', words: ['stainless', 'sinks'] }]);
    expect(sibling.reasons).toEqual([{ kind: 'category', category_id: 10, related: true }]);
    expect(close.score).toBeGreaterThan(categoryOnly.score);
    expect(categoryOnly.score).toBeGreaterThan(twoWords.score);
    expect(twoWords.score).toBeGreaterThan(sibling.score);
    expect(sibling.score).toBeGreaterThan(0);
  });

  it('takes one shared word of a longer name only beside a matching category', () => {
    expect(matchLead(signals, { productName: 'Steel pipes', categoryId: 20 })).toEqual({ score: 0, reasons: [] });
    expect(matchLead(signals, { productName: 'Steel pipes', categoryId: 100 }).reasons).toEqual([
      { kind: 'category', category_id: 100, related: false },
      { kind: 'keywords', words: ['steel'] },
    ]);
    expect(matchLead(signals, { productName: 'Roasted cashews', categoryId: 20 })).toEqual({ score: 0, reasons: [] });
  });

  it('needs two shared words for a product match, or the only word of a one-word request', () => {
    expect(matchLead(signals, { productName: 'Steel', categoryId: 20 }).reasons.map((r) => r.kind)).toEqual(['catalogue']);
    expect(matchLead(signals, { productName: 'Steel frames sinks', categoryId: 20 }).reasons.map((r) => r.kind)).toEqual(['keywords']);
  });
});
