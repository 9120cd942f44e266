import type { z } from 'zod';
import type { suggestRequest, SuggestResponse } from '@tradelink/shared/catalog/search';
import { foldText, searchTerms } from '@tradelink/shared/search/normalize';
import type { Db } from '../../db/client.ts';
import { suggestWords } from './suggest.repository.ts';

type Input = z.output<typeof suggestRequest>;

const HAN_END = /\p{Script=Han}$/u;
const LAST_WORD = /[\p{L}\p{N}]+$/u;
/** Latin words shorter than this are not completed: too many words start with one letter. */
const MIN_PREFIX = 2;

/** What is being completed: the text kept before it, the folded prefix, and the words the kept text needs. */
export interface Completion {
  /** The typed text a suggestion starts with (the candidate's rest follows it). */
  head: string;
  /** The folded start of the word being typed; a candidate begins with it. */
  prefix: string;
  /** The search words of the rest of the typed text: every suggestion must match them too. */
  before: string[];
  /** Characters of the candidate already typed (its rest is added to `head`). */
  typed: number;
  han: boolean;
}

/**
 * Splits what is typed into the word being completed and what comes before it. Chinese has no
 * spaces: the last character starts a two-character word of the lexicon (its bigrams), and the
 * suggestion adds that word's second character ("不锈钢" + "钢管" = "不锈钢管"); its search words
 * are then the typed text's bigrams plus the new one, exactly what the search will look for.
 * Otherwise the last word is replaced by its completion ("stainless st" -> "stainless steel").
 */
export function completionOf(keyword: string): Completion | null {
  const text = keyword.replace(/\s+/g, ' ').trimStart();
  if (HAN_END.test(text)) {
    const last = [...text].at(-1)!;
    return { head: text, prefix: last, before: searchTerms(text).filter((t) => t !== last), typed: 1, han: true };
  }
  const match = LAST_WORD.exec(text.trimEnd());
  if (!match) return null;
  const prefix = foldText(match[0]).replace(/\s+/g, '');
  if ([...prefix].length < MIN_PREFIX) return null;
  const head = text.trimEnd().slice(0, match.index);
  return { head, prefix, before: searchTerms(head), typed: 0, han: false };
}

/** A folded word as a title writes it ("phe" -> "phê"), in lower case; the folded word when the title lacks it. */
export function asWritten(word: string, title: string | null): string {
  const written = title?.match(/[\p{L}\p{N}]+/gu)?.find((token) => foldText(token) === word);
  return written ? written.toLocaleLowerCase() : word;
}

/**
 * Search suggestions for what is typed in a search box on a tab: up to eight completions of the
 * last word from the search words lexicon (or near spellings of it), each one a keyword that
 * finds results on that tab. What was typed itself is not suggested back.
 */
export async function suggest(db: Db, input: Input): Promise<SuggestResponse> {
  const completion = completionOf(input.keyword);
  if (!completion || completion.before.length > 7) return { suggestions: [] };
  const words = await suggestWords(db, {
    tab: input.tab,
    before: completion.before,
    prefix: completion.prefix,
    spellings: !completion.han && [...completion.prefix].length >= 3,
  });
  const typed = foldText(input.keyword);
  const suggestions = words
    // A word already typed before adds nothing ("stainless stainless"); a Chinese one must add a character.
    .filter(({ word }) => !completion.before.includes(word) && (!completion.han || [...word].length > 1))
    .map(({ word, sample }) => completion.head + [...asWritten(word, sample)].slice(completion.typed).join(''))
    .filter((s, i, all) => foldText(s) !== typed && all.indexOf(s) === i);
  return { suggestions };
}
