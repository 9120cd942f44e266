import { describe, expect, it } from 'vitest';
import { PREFIX_WORDS, exactQuery, fuzzyQuery } from './search-words.ts';

describe('word queries', () => {
  it('require every word and let the last stand for its completions', () => {
    const found = [
      { word: 'led', matches: ['led'], spellings: [] },
      { word: 'light', matches: ['light', 'lighting', 'lights'], spellings: [] },
    ];
    expect(exactQuery(found)).toEqual({ text: 'led & (light | lighting | lights)', rank: 'led & light:*', title: [['led'], ['light']] });
    expect(fuzzyQuery(found)).toBeNull();
  });

  it('fall back to a prefix scan when the last word has too many completions', () => {
    const many = Array.from({ length: PREFIX_WORDS + 1 }, (_, i) => `st${i}`);
    expect(exactQuery([{ word: 'st', matches: many, spellings: [] }])).toMatchObject({ text: 'st:*', rank: 'st:*' });
  });

  it('keep an unknown word in the exact query and put its spellings in the fuzzy one', () => {
    const found = [
      { word: 'stainles', matches: [], spellings: ['stainless'] },
      { word: 'steel', matches: ['steel', 'steels'], spellings: ['steels', 'steely'] },
    ];
    expect(exactQuery(found)).toMatchObject({ text: 'stainles & (steel | steels)', rank: 'stainles & steel:*' });
    // A spelling with the last word's prefix is one of its completions: the prefix covers it.
    expect(fuzzyQuery(found)).toEqual({
      text: 'stainless & (steel | steels | steely)',
      rank: 'stainless & steel:*',
      title: [['stainless'], ['steel', 'steels', 'steely']],
    });
    const other = [{ word: 'steel', matches: ['steel', 'steels'], spellings: ['steal'] }];
    expect(fuzzyQuery(other)).toMatchObject({ text: '(steel | steels | steal)', rank: '(steel:* | steal)' });
  });

  it('have no fuzzy query when a word has neither a match nor a spelling', () => {
    const found = [
      { word: 'qqq', matches: [], spellings: [] },
      { word: 'steel', matches: ['steel'], spellings: [] },
    ];
    expect(exactQuery(found)).toEqual({ text: 'qqq & steel', rank: 'qqq & steel', title: [['qqq'], ['steel']] });
    expect(fuzzyQuery(found)).toBeNull();
  });
});
