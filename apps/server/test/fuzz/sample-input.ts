import crypto from 'node:crypto';
import type { z } from 'zod';

// A valid-looking input for a call, built from its request schema's shape with real ids and
// identities, so that a malformed variant of it (one field changed) gets past the other fields and
// reaches the service and the database.

/** Real rows and identities the valid-looking inputs point at. */
export interface KnownValues {
  rfqId: number;
  productId: number;
  quotationId: number;
  inquiryId: number;
  categoryId: number;
  uom: string;
  userId: string;
  buyerIdentity: string;
  supplierIdentity: string;
  /** The caller's chat identity and the other side's (buyer and supplier swap them). */
  ownIdentity: string;
  otherIdentity: string;
  conversationId: string;
  /** An uploaded product image of the supplier. */
  imageId: string;
}

/** The parts of a zod 4 schema's definition the walk reads. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  checks?: Array<{ _zod: { def: { format?: string } } }>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional/default/pipe wrappers (a pipe is judged by what it accepts). */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(s);
    if (WRAPPERS.has(def.type) && def.innerType) s = def.innerType;
    // z.preprocess is a pipe from a transform: what it accepts is what comes after.
    else if (def.type === 'pipe' && def.in) s = defOf(def.in).type === 'transform' && def.out ? def.out : def.in;
    else break;
  }
  return s;
}

/** The fields of an object schema (of every branch, for unions), or undefined when it is not one. */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  const def = defOf(unwrap(schema));
  if (def.type === 'object') return def.shape;
  if (def.type === 'union') return Object.assign({}, ...(def.options ?? []).map((o) => shapeOf(o) ?? {}));
  if (def.type === 'intersection') return { ...shapeOf(def.left), ...shapeOf(def.right) };
  return undefined;
}

const DAY = 86_400_000;
/** The largest id an integer column holds: valid, and no row has it. */
const NO_SUCH_ID = 2_147_483_647;

function sampleNumber(key: string, call: string, known: KnownValues): number {
  if (/quotation/.test(key)) return known.quotationId;
  if (/inquiry/.test(key)) return known.inquiryId;
  if (/rfq/.test(key)) return known.rfqId;
  if (/product/.test(key)) return known.productId;
  if (/category/.test(key)) return known.categoryId;
  if (/year_established/.test(key)) return 2000;
  if (/year/.test(key)) return 2030;
  if (/month/.test(key)) return 12;
  if (/rating/.test(key)) return 5;
  if (/before/.test(key)) return 5;
  if (/offset|index/.test(key)) return 0;
  if (key === 'id') {
    if (/quotation/.test(call)) return known.quotationId;
    if (/inquiry/.test(call)) return known.inquiryId;
    if (/rfq/.test(call)) return known.rfqId;
    if (/^product\./.test(call)) return known.productId;
    // Reviews, reports, support requests ...: an id no row has, so the fuzz never acts on rows other
    // test files made (on PostgreSQL the files share one database).
    return NO_SUCH_ID;
  }
  return 1;
}

const SHORT_TEXT = 'Stainless steel kitchen sinks';
const LONG_TEXT = 'Stainless steel kitchen sinks, 304 grade, brushed finish and export packing.';

function sampleString(key: string, format: string | undefined, call: string, known: KnownValues): string {
  if (format === 'uuid' || format === 'guid') return /payment/.test(key) ? crypto.randomUUID() : known.userId;
  if (format === 'email' || /email|usr/.test(key)) return 'fuzz.sample@acme-sourcing.com';
  if (/conversation/.test(key)) return known.conversationId;
  if (/buyer_identity/.test(key) || (key === 'id' && call === 'buyer.get_public')) return known.buyerIdentity;
  if (key === 'identity') return known.ownIdentity;
  if (key === 'counterpart') return known.otherIdentity;
  if (/identity/.test(key) || (key === 'id' && call === 'supplier.get_public')) return known.supplierIdentity;
  if (/return_to|url$/.test(key)) return '/user/membership';
  if (/date|until/.test(key)) return new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
  if (/country/.test(key)) return 'VN';
  if (/currency/.test(key)) return 'USD';
  if (/price|quantity|amount|moq/.test(key)) return '10';
  if (/uom|unit/.test(key)) return known.uom;
  if (/phone/.test(key)) return '+84 912 345 678';
  if (/card_number/.test(key)) return '4242424242424242';
  if (/cvc/.test(key)) return '123';
  if (/password|pwd/.test(key)) return 'Sourcing-Trip-2026';
  if (/website/.test(key)) return 'https://acme-sourcing.com';
  if (/client/.test(key)) return `fuzz-client-${crypto.randomUUID()}`;
  if (/code/.test(key)) return '123456';
  if (/image/.test(key)) return known.imageId;
  if (/_id$|^id$/.test(key)) return String(NO_SUCH_ID);
  return /message|description|body|details|note|reason|text/.test(key) ? LONG_TEXT : SHORT_TEXT;
}

/** A plausible value for one field: the right type, real ids where the name says which. */
export function sampleValue(key: string, schema: z.ZodType, call: string, known: KnownValues, depth = 0): unknown {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'number':
    case 'int':
    case 'bigint':
      return sampleNumber(key, call, known);
    case 'string':
      return sampleString(key, def.format ?? def.checks?.find((c) => c._zod.def.format)?._zod.def.format, call, known);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      // Attachments must be the caller's own uploads: none is the valid choice.
      return /attachment/.test(key) || !def.element ? [] : [sampleValue(key, def.element, call, known, depth + 1)];
    case 'record':
      return {};
    case 'union':
      return def.options?.[0] ? sampleValue(key, def.options[0], call, known, depth + 1) : undefined;
    case 'object':
      return depth > 4 ? {} : sampleObject(schema, call, known, depth + 1);
    default:
      return undefined;
  }
}

/** A valid-looking input for a request schema (empty for calls without fields). */
export function sampleObject(schema: z.ZodType | undefined, call: string, known: KnownValues, depth = 0): Record<string, unknown> {
  const shape = shapeOf(schema) ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const value = sampleValue(key, field, call, known, depth);
    if (value !== undefined) out[key] = value;
  }
  return out;
}
