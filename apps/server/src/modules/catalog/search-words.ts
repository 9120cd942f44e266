import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { json } from './row-values.ts';

/**
 * The last word's completions (typing in progress) searched as exact alternatives, up to this many;
 * past it, a `:*` prefix scan. Exact words are cheap in the GIN index (its posting lists are walked
 * together, skipping), while a prefix first collects every row of every completion into a bitmap.
 */
export const PREFIX_WORDS = 20;
/** Other spellings tried per word for near misses (typos), and how close (trigram similarity) they must be. */
export const SPELLINGS = 3;
export const SPELLING_SIMILARITY = 0.5;

/** One way a search's words match: a full-text query, and the words a title is checked for. */
export interface WordQuery {
  /** `to_tsquery('simple', …)` text. */
  text: string;
  /**
   * The same query for `ts_rank_cd`: the last word's completions as one `word:*` prefix. The
   * completions are every lexicon word with that prefix, so both match the same lexemes of a row
   * and rank it the same; `ts_rank_cd` pays per operand for every row, the GIN index does not.
   */
  rank: string;
  /** Per word of the keyword, the words (or word starts) standing for it in a title. */
  title: string[][];
}

/** What the lexicon knows of one word: the word itself or, for the last, its completions; its near spellings. */
export interface FoundWord {
  word: string;
  matches: string[];
  spellings: string[];
}

// Words reach tsquery text: only letters and digits.
const clean = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '');
const anyOf = (words: string[]) => (words.length === 1 ? words[0]! : `(${words.join(' | ')})`);

/** One row per word (`i`, its index, and `select(word)`), in the words' order. */
async function perWord<T>(db: Db, words: string[], select: (word: string) => SQL): Promise<T[]> {
  const parts = words.map((w, i) => sql`SELECT ${i}::int AS i, ${select(w)}`);
  const result = (await db.execute(sql`${sql.join(parts, sql` UNION ALL `)} ORDER BY i`)) as unknown as { rows: T[] };
  return result.rows;
}

/** The first string past every string starting with `word` (its last character's successor), in byte order. */
export function pastPrefix(word: string): string {
  const chars = [...word];
  return chars.slice(0, -1).join('') + String.fromCodePoint(chars.at(-1)!.codePointAt(0)! + 1);
}

/**
 * Looks a keyword's folded terms up in `search_words` (one statement, a B-tree range per word):
 * each word itself, the last one's completions. Null without words. The range is written with
 * the pattern operators (`~>=~`, `~<~`) that only the B-tree index answers: planners also try the
 * trigram index for `=` or `LIKE`, and PostgreSQL 18 took it, at a hundred times the cost.
 */
export async function findWords(db: Db, terms: string[]): Promise<FoundWord[] | null> {
  const words = [...new Set(terms.map(clean).filter(Boolean))];
  if (!words.length) return null;
  const rows = await perWord<{ i: number; completions: string[] | string }>(
    db,
    words,
    (w) => sql`array_to_json(ARRAY(SELECT word FROM search_words WHERE word ~>=~ ${w} AND word ~<~ ${pastPrefix(w)}
      ORDER BY word USING ~<~ LIMIT ${PREFIX_WORDS + 1})) AS completions`,
  );
  const last = words.length - 1;
  return rows.map((r) => {
    // A word sorts before its completions: when it exists, it comes first.
    const completions = json(r.completions);
    const matches = r.i === last ? completions : completions.filter((c) => c === words[r.i]);
    return { word: words[r.i]!, matches, spellings: [] };
  });
}

/** Adds each word's nearest other spellings (nearest first from the trigram index): only wanted for near misses. */
export async function withSpellings(db: Db, found: FoundWord[]): Promise<FoundWord[]> {
  const rows = await perWord<{ i: number; spellings: string[] | string }>(
    db,
    found.map((f) => f.word),
    (w) => sql`array_to_json(ARRAY(SELECT word FROM search_words WHERE word % ${w} AND similarity(word, ${w}) >= ${SPELLING_SIMILARITY}
      ORDER BY word <-> ${w}, word LIMIT ${SPELLINGS})) AS spellings`,
  );
  return rows.map((r) => ({ ...found[r.i]!, spellings: json(r.spellings) }));
}

/** The words standing for a found word in the exact query: itself, or for the last its completions (or a prefix). */
function exactAlternatives(found: FoundWord[], i: number): string[] {
  const f = found[i]!;
  if (i !== found.length - 1 || !f.matches.length) return [f.word];
  return f.matches.length > PREFIX_WORDS ? [`${f.word}:*`] : f.matches;
}

/** The word standing for all its listed completions in the rank query, or null when they are not listed. */
function rankPrefix(found: FoundWord[], i: number): string | null {
  const f = found[i]!;
  return i === found.length - 1 && f.matches.length > 1 && f.matches.length <= PREFIX_WORDS ? f.word : null;
}

/** A word's alternatives for the rank query: the listed completions folded into their prefix. */
function rankAlternatives(found: FoundWord[], i: number, alternatives: string[]): string[] {
  const prefix = rankPrefix(found, i);
  if (prefix === null) return alternatives;
  return [`${prefix}:*`, ...alternatives.filter((a) => !a.startsWith(prefix))];
}

/**
 * Every word must appear, the last may be any of its completions (a `:*` prefix when it has too
 * many to list); a word the lexicon lacks stays as typed and matches nothing. Titles are checked
 * for the typed words (the last as a word start).
 */
export function exactQuery(found: FoundWord[]): WordQuery {
  const alternatives = found.map((_, i) => exactAlternatives(found, i));
  return {
    text: alternatives.map(anyOf).join(' & '),
    rank: alternatives.map((a, i) => anyOf(rankAlternatives(found, i, a))).join(' & '),
    title: found.map((f) => [f.word]),
  };
}

/**
 * Every word or one of its spellings must appear (a word the lexicon lacks only by its spellings);
 * titles are checked for all of them. Null when a word has neither, or nothing differs from the
 * exact query.
 */
export function fuzzyQuery(found: FoundWord[]): WordQuery | null {
  const known = (f: FoundWord) => f.matches.length > 0;
  const alternatives = found.map((f, i) => [...new Set([...(known(f) ? exactAlternatives(found, i) : []), ...f.spellings])]);
  if (!alternatives.every((a) => a.length)) return null;
  const text = alternatives.map(anyOf).join(' & ');
  if (text === exactQuery(found).text) return null;
  const rank = alternatives.map((a, i) => anyOf(known(found[i]!) ? rankAlternatives(found, i, a) : a)).join(' & ');
  return { text, rank, title: found.map((f) => [...new Set([...(known(f) ? [f.word] : []), ...f.spellings])]) };
}
