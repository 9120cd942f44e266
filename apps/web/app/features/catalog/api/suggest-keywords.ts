import type { SearchTab } from '@tradelink/shared/catalog/search-options';
import { api } from '~/lib/api-client.ts';

/** Answers already fetched in this tab of the browser: backspacing and retyping cost no request. */
const answers = new Map<string, Promise<string[]>>();
const MAX_REMEMBERED = 200;

/**
 * Keyword suggestions for what is typed (`catalog.suggest`). Loaded with `import()` by the search
 * box on first typing, so light pages do not carry the API client in their first download.
 * A failed request suggests nothing (the box works as a plain search box) and is not remembered.
 */
export function suggestKeywords(keyword: string, tab: SearchTab): Promise<string[]> {
  const key = `${tab}\n${keyword}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = api('catalog.suggest', { keyword, tab }).then(
      (r) => r.suggestions,
      () => {
        answers.delete(key);
        return [];
      },
    );
    if (answers.size >= MAX_REMEMBERED) answers.delete(answers.keys().next().value!);
    answers.set(key, answer);
  }
  return answer;
}
