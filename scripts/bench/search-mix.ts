import { foldText } from '@tradelink/shared/search/normalize';

/** What the long tail is drawn from: product cards as the search answers them (names in en, vi and zh). */
export interface MixSource {
  name: string;
  categoryId: number | null;
  country: string | null;
}

export type SearchQuery = Record<string, string>;

const HAN = /\p{Script=Han}/u;
const ACCENTED = /[^ -~]/;

/** A small deterministic generator (mulberry32): the same sources give the same mix on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One typing slip in a word of three letters or more, never at its first letter: a letter dropped, doubled or two swapped. */
export function typo(word: string, r: () => number): string {
  const i = 1 + Math.floor(r() * (word.length - 2));
  const kind = Math.floor(r() * 3);
  // Swapping two equal letters would change nothing: drop one instead.
  if (kind === 0 || (kind === 2 && word[i] === word[i + 1])) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/**
 * A long tail of distinct searches, as visitors spread them: single words and two-word phrases from
 * product names, misspelt words, Vietnamese typed without accents, Chinese fragments, some with a
 * category or country filter, some on pages 2 to 5. Distinct by query string; deterministic.
 */
export function searchMix(sources: MixSource[], count: number, seed = 19): SearchQuery[] {
  const r = random(seed);
  const pick = <T>(items: T[]): T | undefined => items[Math.floor(r() * items.length)];
  const latin = sources.filter((s) => !HAN.test(s.name));
  const vietnamese = latin.filter((s) => ACCENTED.test(s.name));
  const chinese = sources.filter((s) => HAN.test(s.name));
  const wordsOf = (s: MixSource) => foldText(s.name).split(' ').filter((w) => w.length >= 3 && !/^\d+$/.test(w));
  const out = new Map<string, SearchQuery>();
  for (let attempt = 0; out.size < count && attempt < count * 50; attempt++) {
    const roll = r();
    let source: MixSource | undefined;
    let keyword: string | undefined;
    if (roll < 0.35) {
      source = pick(latin);
      keyword = source && pick(wordsOf(source));
    } else if (roll < 0.55) {
      source = pick(latin);
      const words = source ? foldText(source.name).split(' ') : [];
      const at = Math.floor(r() * Math.max(0, words.length - 1));
      keyword = words.length >= 2 ? `${words[at]} ${words[at + 1]}` : undefined;
    } else if (roll < 0.67) {
      source = pick(latin);
      const word = source && pick(wordsOf(source).filter((w) => w.length >= 5));
      keyword = word && typo(word, r);
    } else if (roll < 0.79) {
      // Vietnamese as typed on a keyboard without a Vietnamese layout: no accents.
      source = pick(vietnamese);
      const words = source ? foldText(source.name).split(' ') : [];
      keyword = words.length ? words.slice(0, 2 + Math.floor(r() * 2)).join(' ') : undefined;
    } else if (roll < 0.9) {
      source = pick(chinese);
      const run = source?.name.match(/\p{Script=Han}+/gu)?.sort((a, b) => b.length - a.length)[0];
      if (run && run.length >= 2) {
        const size = Math.min(run.length, 2 + Math.floor(r() * 2));
        const at = Math.floor(r() * (run.length - size + 1));
        keyword = run.slice(at, at + size);
      }
    } else {
      // Browsing a category, newest first, without a keyword.
      source = pick(sources);
      keyword = '';
    }
    if (keyword === undefined || !source) continue;
    const query: SearchQuery = keyword ? { keyword } : {};
    const filter = r();
    if ((filter < 0.25 || !keyword) && source.categoryId) query.category_id = String(source.categoryId);
    else if (filter < 0.4 && source.country) query.countries = source.country;
    if (r() < 0.2) query.page = String(2 + Math.floor(r() * 4));
    const key = new URLSearchParams(query).toString();
    if (!out.has(key)) out.set(key, query);
  }
  return [...out.values()];
}
