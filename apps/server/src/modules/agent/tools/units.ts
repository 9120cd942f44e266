import { isUnitCode, UNITS } from '@tradelink/shared/reference/units';
import { fold, UNIT_WORDS } from '../builtin/lexicon.ts';

/** A unit code (reference/units.ts) from what a model or a user wrote: "kg", "Kilograms", "tấn", "件". */
export function unitCodeOf(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const raw = text.trim();
  if (isUnitCode(raw)) return raw;
  const folded = fold(raw);
  const byLabel = UNITS.find((u) => [u.en, u.enPlural, u.vi, u.zh].some((label) => fold(label) === folded));
  if (byLabel) return byLabel.code;
  return UNIT_WORDS.find(([, words]) => words.includes(folded))?.[0];
}

/** A number as the forms take it: digits, at most two decimals, no grouping. */
export function formNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}
