import type { AppliedTerms } from '@tradelink/shared/quotation/template';

/** A term the supplier typed that the template would change. */
export interface TemplateConflict {
  field: keyof AppliedTerms;
  mine: string;
  theirs: string;
}

const filled = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/**
 * Applying a template to a quotation being written: the template fills every term the supplier has
 * not typed (empty ones, and the defaults the form started from: the request's quantity, unit,
 * currency, incoterm and payment method, the 30-day validity), and never silently replaces what the
 * supplier typed. A typed term the template sets differently comes back as a conflict, and the
 * form asks which to keep.
 */
export function mergeTemplate<V extends Record<string, unknown>>(
  values: V,
  typed: ReadonlySet<string>,
  terms: AppliedTerms,
): { values: V; conflicts: TemplateConflict[] } {
  const out: Record<string, unknown> = { ...values };
  const conflicts: TemplateConflict[] = [];
  for (const [field, theirs] of Object.entries(terms) as Array<[keyof AppliedTerms, string | number]>) {
    const mine = values[field];
    if (typed.has(field) && filled(mine) && String(mine) !== String(theirs)) conflicts.push({ field, mine: String(mine), theirs: String(theirs) });
    else out[field] = theirs;
  }
  return { values: out as V, conflicts };
}

/** The conflicting terms with the template's values, once the supplier chose the template's. */
export const templateSide = (conflicts: TemplateConflict[]) => Object.fromEntries(conflicts.map((c) => [c.field, c.theirs]));
