import { describe, expect, it } from 'vitest';
import { UNITS, formatQuantity, unitLabel } from './units.ts';

describe('unit labels', () => {
  it('name a unit in each language with one spelling, pluralised in English only', () => {
    expect(unitLabel('ton', 'en')).toBe('Metric Ton');
    expect(unitLabel('ton', 'en', 1)).toBe('Metric Ton');
    expect(unitLabel('ton', 'en', '500')).toBe('Metric Tons');
    expect(unitLabel('ton', 'en', 0.5)).toBe('Metric Tons');
    expect(unitLabel('ton', 'vi', 500)).toBe('Tấn');
    expect(unitLabel('ton', 'zh', 500)).toBe('吨');
  });

  it('write a quantity with the language’s grouping and its unit', () => {
    expect(formatQuantity('1500', 'piece', 'en')).toBe('1,500 Pieces');
    expect(formatQuantity('1', 'piece', 'en')).toBe('1 Piece');
    expect(formatQuantity('1500', 'piece', 'vi')).toBe('1.500 Cái');
    expect(formatQuantity('2.5', 'kg', 'zh')).toBe('2.5 千克');
  });

  it('show a code that is no reference unit as it is, and nothing for no unit', () => {
    expect(unitLabel('crates', 'vi', 3)).toBe('crates');
    expect(formatQuantity('3', null, 'en')).toBe('3');
  });

  it('have a unique code and every label filled', () => {
    expect(new Set(UNITS.map((u) => u.code)).size).toBe(UNITS.length);
    for (const u of UNITS) for (const label of [u.en, u.enPlural, u.vi, u.zh]) expect(label.trim()).not.toBe('');
  });
});
