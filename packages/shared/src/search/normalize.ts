/**
 * Folds text for matching: lowercase, Vietnamese and other diacritics removed (đ -> d), runs of
 * punctuation and space collapsed. "Cà phê" and "ca phe" fold to the same string; CJK is kept as is.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;

/**
 * Chinese has no spaces between words, so a run of Han characters is indexed as its overlapping
 * character bigrams ("不锈钢" -> "不锈 锈钢"); a single character stays itself. Applied the same way
 * to documents and queries, any two-character piece of a Chinese name matches.
 */
export function cjkBigrams(text: string): string {
  return text.replace(CJK_RUN, (run) => {
    const chars = [...run];
    if (chars.length === 1) return ` ${run} `;
    const grams: string[] = [];
    for (let i = 0; i < chars.length - 1; i++) grams.push(chars[i]! + chars[i + 1]!);
    return ` ${grams.join(' ')} `;
  });
}

/** The text a search document is indexed by: folded, Chinese as bigrams, words de-duplicated. */
export function searchDocument(parts: Array<string | null | undefined>): string {
  const words = cjkBigrams(foldText(parts.filter(Boolean).join(' '))).split(/\s+/).filter(Boolean);
  return [...new Set(words)].join(' ');
}

/** The words of a query, prepared like documents (at most 8, so one query cannot grow unbounded). */
export function searchTerms(query: string): string[] {
  return [...new Set(cjkBigrams(foldText(query)).split(/\s+/).filter(Boolean))].slice(0, 8);
}
