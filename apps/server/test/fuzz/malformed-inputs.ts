import fc from 'fast-check';

// Malformed inputs for the fuzz suite: values that break code which trusts its input, variants of a
// valid-looking input (see sample-input.ts) with fields replaced, dropped or added, and raw requests
// whose body or query string is broken before any schema sees it.

function nested(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

export const HUGE_STRING = 'x'.repeat(100_000);
export const DEEP = nested(1000);

/** Values that break code which trusts its input: out-of-range numbers, NUL, huge, wrong shapes. */
export const KILLER_VALUES: unknown[] = [
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  -1,
  0,
  1e308,
  -1e308,
  1.5,
  '2147483648',
  '9007199254740993',
  '1e308',
  '-1',
  'NaN',
  'Infinity',
  '0x10',
  '',
  '   ',
  'a\u0000b',
  '\u0000',
  HUGE_STRING,
  '\ud800',
  '%_\\',
  "' OR 1=1 --",
  '2026-02-30',
  '9999-12-31',
  null,
  true,
  [],
  [1, 2],
  ['a\u0000', 2 ** 31],
  {},
  { a: 1 },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  DEEP,
];

/** The values each field is always tried with (the rest are drawn at random). */
export const PER_FIELD_VALUES: unknown[] = [2 ** 31, '2147483648', 'a\u0000b', HUGE_STRING, [], {}];

/** A bad value for one field: mostly the killers, sometimes anything JSON can carry. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KILLER_VALUES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer({ min: -(2 ** 53), max: 2 ** 53 }), fc.double()) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Whole inputs that are not the object the call expects at all. */
export const ODD_INPUTS: unknown[] = [{}, [], [{}], 'text', 42, null, true, DEEP, JSON.parse('{"__proto__": {"admin": true}}'), { constructor: { name: 'x' } }];

/** Malformed variants of a valid-looking input: fields replaced, dropped, added, or all of it. */
export function malformedInputs(base: Record<string, unknown>, fields: string[]): fc.Arbitrary<unknown> {
  const keys = [...new Set([...Object.keys(base), ...fields])];
  const odd = fc.constantFrom(...ODD_INPUTS);
  if (!keys.length) return fc.oneof(fc.dictionary(fc.string({ maxLength: 12 }), badValue, { maxKeys: 4 }), odd);
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(key, badValue).map(([k, v]) => ({ ...base, [k]: v })) },
    { weight: 2, arbitrary: fc.dictionary(key, badValue, { minKeys: 1 }).map((d) => ({ ...base, ...d })) },
    { weight: 1, arbitrary: fc.subarray(keys, { minLength: 1 }).map((drop) => Object.fromEntries(Object.entries(base).filter(([k]) => !drop.includes(k)))) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), badValue, { minKeys: 1, maxKeys: 3 }).map((d) => ({ ...base, ...d })) },
    { weight: 1, arbitrary: odd },
  );
}

/** The same input as query-string or multipart pairs: arrays repeat the name, objects travel as JSON. */
export function toPairs(input: unknown): Array<[string, string]> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return [['value', text(input)]];
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(input)) {
    if (Array.isArray(value)) for (const v of value) pairs.push([key, text(v)]);
    else pairs.push([key, text(value)]);
  }
  return pairs;
}

/** As a URL or a form carries it: UTF-8 cannot encode a lone surrogate, a browser sends U+FFFD. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A short description of an input for a failure report. */
export function describeInput(input: unknown): string {
  const json = JSON.stringify(input, (_k, v: unknown) => (typeof v === 'string' && v.length > 60 ? `${v.slice(0, 20)}…(${v.length} chars)` : v));
  if (json === undefined) return String(input);
  return json.length > 300 ? `${json.slice(0, 300)}…` : json;
}

/** A request whose transport itself is broken: sent as written, signed over exactly these bytes. */
export interface RawRequest {
  label: string;
  /** The query string as written (no leading '?'). */
  query?: string;
  body?: string;
  contentType?: string;
}

const DEEP_JSON = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
const BOUNDARY = 'fuzzboundary';

/** Broken query strings for GET calls, broken bodies and content types for POST calls. */
export function rawRequests(method: 'GET' | 'POST', multipart: boolean): RawRequest[] {
  if (method === 'GET') {
    return [
      { label: 'lone %', query: '%' },
      { label: 'bad escape', query: 'keyword=%zz&id=%E0%A4%A' },
      { label: 'NUL in a name', query: '%00=1' },
      { label: 'NUL in a value', query: 'id=%00&keyword=%00' },
      { label: 'brackets', query: 'id[a]=1&page[]=2' },
      { label: 'repeated names', query: 'id=1&id=2&page=1&page=x' },
      { label: '__proto__', query: '__proto__=1&constructor=x&__proto__[a]=1' },
      { label: 'long query', query: `keyword=${'x'.repeat(60_000)}` },
    ];
  }
  const cases: RawRequest[] = [
    { label: 'cut-off JSON', body: '{"id":', contentType: 'application/json' },
    { label: 'empty JSON', body: '', contentType: 'application/json' },
    { label: 'JSON null', body: 'null', contentType: 'application/json' },
    { label: 'JSON nested 50,000 deep', body: DEEP_JSON, contentType: 'application/json' },
    { label: 'JSON with a BOM', body: '\ufeff{}', contentType: 'application/json' },
    { label: 'JSON __proto__', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
    { label: 'escaped NUL in JSON', body: '{"\\u0000":"\\u0000"}', contentType: 'application/json' },
    { label: 'huge number in JSON', body: '{"id":1e400,"page":-0,"rfq_id":123456789012345678901234567890}', contentType: 'application/json' },
    { label: 'text/plain', body: 'hello', contentType: 'text/plain' },
    { label: 'form encoded', body: 'id=1&keyword=x', contentType: 'application/x-www-form-urlencoded' },
    { label: 'multipart without boundary', body: 'x', contentType: 'multipart/form-data' },
    {
      label: 'multipart cut off',
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="usr"\r\n\r\nabc`,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
  ];
  if (multipart) {
    cases.push({
      label: 'multipart with a NUL field name and a file where fields belong',
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a\u0000"\r\n\r\nx\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="usr"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    });
  }
  return cases;
}
