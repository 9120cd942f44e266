import type { TFunction } from '~/lib/translator.ts';

/**
 * A text field with a length limit counts its characters instead of cutting input at the limit
 * (a `maxLength` attribute silently drops the end of a paste). Over the limit it says by how much;
 * the form's schema refuses it on submit, and the server again. Counts as the schema does: the
 * trimmed text, in UTF-16 code units.
 *
 * The caller's namespace holds `form.length` ({{length}}, {{max}}) and `form.tooLong` (plural on
 * {{count}}, the characters over; {{max}}). `countFrom` hides the counter until the text is that long.
 */
export function lengthLimit(value: unknown, max: number, t: TFunction, countFrom = 0): { description?: string; error?: string } {
  const length = typeof value === 'string' ? value.trim().length : 0;
  const over = length - max;
  return {
    description: length >= countFrom ? t('form.length', { length, max }) : undefined,
    error: over > 0 ? t('form.tooLong', { count: over, max }) : undefined,
  };
}
