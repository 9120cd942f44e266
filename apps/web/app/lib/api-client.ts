import type { z } from 'zod';
import { calls, type CallName, type CallRequest, type CallResult } from '@tradelink/shared/api/calls';
import { errorBody } from '@tradelink/shared/api/envelope';
import { callPath } from '@tradelink/shared/api/paths';
import { signedHeaders } from '@tradelink/shared/api/signing';

/** A failed call: the server's translated messages and machine code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messages: string[];
  readonly field?: string;
  constructor(status: number, code: string, messages: string[], field?: string) {
    super(messages[0] ?? code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.messages = messages;
    this.field = field;
  }
}

export interface ApiTransport {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  signingKey: string;
}

type Def = { method: 'GET' | 'POST'; response: z.ZodType; list?: true; extra?: z.ZodType; multipart?: true };

function queryEntries(input: Record<string, unknown>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.push([name, String(v)]);
  }
  return out;
}

/**
 * Calls one API method: signs it (timestamp + HMAC over method, path, body and params), sends it
 * with credentials, and validates the answer with the same zod schema the server uses.
 */
export async function callApi<C extends CallName>(transport: ApiTransport, name: C, input?: CallRequest<C>): Promise<CallResult<C>> {
  const def = calls[name] as unknown as Def;
  const path = callPath(name);
  const values = (input ?? {}) as Record<string, unknown>;
  let url = path;
  let body: string | FormData | undefined;
  let params: Array<[string, string]> = [];
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (def.method === 'GET') {
    params = queryEntries(values);
    if (params.length) url += `?${new URLSearchParams(params).toString().replace(/\+/g, '%20')}`;
  } else if (def.multipart) {
    const form = new FormData();
    for (const [k, v] of queryEntries(values)) form.append(k, v);
    body = form;
  } else {
    body = JSON.stringify(values);
    headers['Content-Type'] = 'application/json';
  }
  Object.assign(
    headers,
    signedHeaders(transport.signingKey, { method: def.method, path, body: typeof body === 'string' ? body : '', params }),
  );

  let response: Response;
  try {
    response = await transport.fetch(url, { method: def.method, headers, body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', []);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBody.safeParse(json);
    if (parsed.success) throw new ApiError(response.status, parsed.data.code, parsed.data.messages, parsed.data.field);
    throw new ApiError(response.status, 'INTERNAL', []);
  }
  const message = (json as { message?: Record<string, unknown> } | undefined)?.message ?? {};
  if (def.list) {
    const data = (message.data as unknown[]).map((item) => def.response.parse(item));
    const extra = def.extra ? (def.extra.parse(message) as object) : {};
    return { ...extra, data, total: message.total, page: message.page, page_size: message.page_size } as CallResult<C>;
  }
  return def.response.parse(message.data) as CallResult<C>;
}

let browserTransport: ApiTransport | undefined;

/** Set once from the root loader's data, before anything on the client calls the API. */
export function configureBrowserApi(signingKey: string) {
  if (typeof window === 'undefined' || browserTransport?.signingKey === signingKey) return;
  browserTransport = { fetch: (url, init) => window.fetch(url, init), signingKey };
}

/** Calls the API from the browser (components, mutations, client loaders). */
export function api<C extends CallName>(name: C, input?: CallRequest<C>): Promise<CallResult<C>> {
  if (!browserTransport) throw new Error('API used before configureBrowserApi');
  return callApi(browserTransport, name, input);
}
