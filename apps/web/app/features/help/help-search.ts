/**
 * Text as the help search compares it: lower case, without accents and tone marks (Vietnamese
 * "báo giá" matches "bao gia"; đ is its own letter in Unicode, so it is mapped by hand).
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

/** The words of a query; Chinese has no spaces, so a run of Han characters is one word matched as a substring. */
export function queryWords(query: string): string[] {
  return foldText(query)
    .split(/[\s,.;:!?()"'“”‘’，。；：！？、（）]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 10);
}

/**
 * Ranks documents by the query: each must contain every word; a word in the title counts more than
 * one in the summary, which counts more than one in the body.
 */
export function rankDocuments<T extends { title: string; summary: string; body: string[] }>(docs: T[], query: string): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const scored = docs.flatMap((doc) => {
    const title = foldText(doc.title);
    const summary = foldText(doc.summary);
    const body = foldText(doc.body.join(' '));
    let score = 0;
    for (const word of words) {
      const s = (title.includes(word) ? 5 : 0) + (summary.includes(word) ? 3 : 0) + (body.includes(word) ? 1 : 0);
      if (s === 0) return [];
      score += s;
    }
    return [{ doc, score }];
  });
  return scored.sort((a, b) => b.score - a.score).map((s) => s.doc);
}
