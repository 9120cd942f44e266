import { describe, expect, it } from 'vitest';
import { searchMix, typo, type MixSource } from './search-mix.ts';

const sources: MixSource[] = [
  { name: 'Stainless steel kitchen sink', categoryId: 11, country: 'VN' },
  { name: 'Robusta coffee beans grade one', categoryId: 12, country: 'VN' },
  { name: 'Cà phê rang xay nguyên chất', categoryId: 12, country: 'VN' },
  { name: 'Bàn ghế tre xuất khẩu', categoryId: 13, country: 'TH' },
  { name: '不锈钢厨房水槽', categoryId: 11, country: 'CN' },
  { name: '太阳能电池板 400W', categoryId: 14, country: 'CN' },
  { name: 'Solar panel monocrystalline 400W', categoryId: 14, country: 'MY' },
  { name: 'Cashew nuts W320 premium', categoryId: 15, country: 'IN' },
];

describe('the long tail of searches', () => {
  const mix = searchMix(sources, 150);
  const keywords = mix.map((q) => q.keyword ?? '');

  it('is distinct and the same on every run', () => {
    expect(mix.length).toBeGreaterThan(100);
    expect(new Set(mix.map((q) => new URLSearchParams(q).toString())).size).toBe(mix.length);
    expect(searchMix(sources, 150)).toEqual(mix);
  });

  it('mixes words, phrases, typos, Vietnamese without accents, Chinese, filters, browsing and later pages', () => {
    expect(keywords).toContain('coffee');
    expect(keywords.some((k) => /^[a-z0-9]+ [a-z0-9]+$/.test(k))).toBe(true);
    expect(keywords.some((k) => k.startsWith('ca phe') || k.startsWith('ban ghe'))).toBe(true);
    expect(keywords.every((k) => !/[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/.test(k))).toBe(true);
    expect(keywords.some((k) => /^\p{Script=Han}{2,3}$/u.test(k))).toBe(true);
    const known = new Set(sources.flatMap((s) => s.name.toLowerCase().split(' ')));
    expect(keywords.some((k) => k.length >= 4 && !k.includes(' ') && !/\p{Script=Han}/u.test(k) && !known.has(k))).toBe(true);
    expect(mix.some((q) => q.category_id && q.keyword)).toBe(true);
    expect(mix.some((q) => q.category_id && !q.keyword)).toBe(true);
    expect(mix.some((q) => q.countries)).toBe(true);
    expect(mix.some((q) => Number(q.page) >= 2 && Number(q.page) <= 5)).toBe(true);
  });

  it('misspells a word by one slip, never at its first letter', () => {
    let seed = 7;
    const r = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    for (let i = 0; i < 200; i++) {
      const slipped = typo('stainless', r);
      expect(slipped).not.toBe('stainless');
      expect(slipped[0]).toBe('s');
      expect(Math.abs(slipped.length - 'stainless'.length)).toBeLessThanOrEqual(1);
    }
  });
});
