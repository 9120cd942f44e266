// The X-Control-Hash request signature, without its HMAC: what is signed, and how the headers are
// built from an HMAC-SHA256 that each side supplies. The browser (and server rendering) sign with
// `signing-browser.ts` (@noble/hashes); Node tools and the server use `signing-node.ts` (node:crypto).
// Keeping node:crypto out of this file keeps it out of the browser's bundles.

/** Default key when API_SIGNING_KEY is unset (development and tests). */
export const DEFAULT_SIGNING_KEY = 'tradelink-dev-signing-key';
/** A signature older or newer than this (against the server clock) is refused. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;
export const TIMESTAMP_HEADER = 'X-Timestamp';
export const CONTROL_HASH_HEADER = 'X-Control-Hash';

export type QueryParams = Iterable<readonly [string, string]> | Record<string, string | string[] | undefined>;

function entriesOf(params: QueryParams): Array<[string, string]> {
  if (Symbol.iterator in Object(params)) {
    return [...(params as Iterable<readonly [string, string]>)].map(([k, v]) => [k, v]);
  }
  const out: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(params as Record<string, string | string[] | undefined>)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.push([name, v]);
  }
  return out;
}

/**
 * The canonical query string that is signed: parameters whose name contains "token" (any case) are
 * left out (tokens rotate and may be added by other layers), the rest sorted by name then value.
 */
export function canonicalParams(params: QueryParams): string {
  return entriesOf(params)
    .filter(([name]) => !name.toLowerCase().includes('token'))
    .sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

export interface SignatureInput {
  timestamp: string | number;
  method: string;
  /** URL path without the query string. */
  path: string;
  /** The exact raw JSON text sent; empty for no body or multipart. */
  body: string;
  params: QueryParams;
}

export function signingString(input: SignatureInput): string {
  return [
    String(input.timestamp),
    input.method.toUpperCase(),
    input.path,
    input.body,
    canonicalParams(input.params),
  ].join('\n');
}

/** HMAC-SHA256 of a message under a key (text is taken as UTF-8), as lowercase hex. */
export type HmacSha256Hex = (key: string | Uint8Array, message: string | Uint8Array) => string;

/** The signing functions over one HMAC implementation. */
/** Signs one call: the headers to send with it. */
export type SignHeaders = (key: string, input: Omit<SignatureInput, 'timestamp'>, now?: number) => Record<string, string>;

export function signerWith(hmacSha256Hex: HmacSha256Hex) {
  const controlHash = (key: string, input: SignatureInput): string => hmacSha256Hex(key, signingString(input));
  /** Headers for one signed call. */
  const signedHeaders: SignHeaders = (key, input, now = Date.now()) => {
    const timestamp = String(now);
    return {
      [TIMESTAMP_HEADER]: timestamp,
      [CONTROL_HASH_HEADER]: controlHash(key, { ...input, timestamp }),
    };
  };
  return { controlHash, signedHeaders };
}
