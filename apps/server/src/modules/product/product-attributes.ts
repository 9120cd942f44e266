import { fieldError } from '../../lib/app-error.ts';
import type { AttributeFieldRow } from '../reference/reference.service.ts';

type FieldSpec = Pick<AttributeFieldRow, 'fieldname' | 'fieldtype' | 'options' | 'required'>;

const INT = /^-?\d{1,9}$/;
const FLOAT = /^-?\d{1,12}(?:\.\d{1,4})?$/;

/**
 * Keeps the attribute values that fit the category's fields: unknown names are refused (a form
 * posting fields of another category is a bug or a probe), select values must be one of the
 * options, numbers must be numbers. `requireAll` enforces required fields (the full form; the
 * quick flow fills attributes later). Errors name the field as `attributes.<fieldname>`.
 */
export function checkAttributes(fields: readonly FieldSpec[], values: Record<string, string>, requireAll: boolean): Record<string, string> {
  const byName = new Map(fields.map((f) => [f.fieldname, f]));
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(values)) {
    const field = byName.get(name);
    if (!field) throw fieldError(`attributes.${name}`, 'invalid');
    const value = raw.trim();
    if (!value) continue;
    if (field.fieldtype === 'Select' && !field.options.includes(value)) throw fieldError(`attributes.${name}`, 'invalid');
    if (field.fieldtype === 'Int' && !INT.test(value)) throw fieldError(`attributes.${name}`, 'integer_invalid');
    if (field.fieldtype === 'Float' && !FLOAT.test(value)) throw fieldError(`attributes.${name}`, 'quantity_invalid');
    out[name] = value;
  }
  if (requireAll) {
    const missing = fields.find((f) => f.required && !out[f.fieldname]);
    if (missing) throw fieldError(`attributes.${missing.fieldname}`, 'required');
  }
  return out;
}
