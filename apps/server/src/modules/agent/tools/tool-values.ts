import type { z } from 'zod';
import { AGENT_TOOL_LIMIT } from '@tradelink/shared/constants/agent';

// Small rules every tool shares: how many items a list gives, and a form's values checked as the
// form checks them.

/** Items a tool lists: the asked number, the default when none, never more than the maximum. */
export const limitOf = (limit: number | undefined) => Math.min(limit ?? AGENT_TOOL_LIMIT.default, AGENT_TOOL_LIMIT.max);

/**
 * The values of a draft that the form would take, each checked with the form's own field schema;
 * an empty value or one the form would refuse is left out (the form then opens without it).
 */
export function formValues<K extends string>(shape: Record<K, z.ZodType>, candidate: Partial<Record<K, unknown>>): Partial<Record<K, unknown>> {
  const form: Partial<Record<K, unknown>> = {};
  for (const [field, value] of Object.entries(candidate) as Array<[K, unknown]>) {
    if (value === undefined || value === null || value === '') continue;
    const checked = shape[field].safeParse(value);
    if (checked.success && checked.data !== undefined) form[field] = checked.data;
  }
  return form;
}
