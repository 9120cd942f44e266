import type { CallName, CallRequest, CallResult } from '@tradelink/shared/api/calls';
import { callKinds } from '@tradelink/shared/api/call-kinds';
import { readErrorBody } from '@tradelink/shared/api/error-body';
import { callPath } from '@tradelink/shared/api/paths';
import { signedHeaders } from '@tradelink/shared/api/signing-browser';
import type { SignHeaders } from '@tradelink/shared/api/signing';
import { browserSigningKey } from './api-config.ts';
import { withStartupRetry } from './startup-retry.ts';

/** A failed call: the server's translated messages and machine code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messages: string[];
  readonly field?: string;
  /** With `field`: the message without the field's label, for showing under that field. */
  readonly fieldMessage?: string;
  /** Seconds until a refused call may succeed (the answer's Retry-After), when it says. */
  readonly retryAfter?: number;
  constructor(status: number, code: string, messages: string[], field?: string, fieldMessage?: string, retryAfter?: number) {
    super(messages[0] ?? code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.messages = messages;
    this.field = field;
    this.fieldMessage = fieldMessage;
    this.retryAfter = retryAfter;
  }
}

/**
 * What a failed call tells the user: the server's first (already translated) message, else the
 * caller's fallback — a network failure or a 5xx without a message is never shown raw.
 */
export const apiErrorText = (error: unknown, fallback: string): string =>
  (error instanceof ApiError && error.messages[0]) || fallback;

export interface ApiTransport {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  signingKey: string;
  /** How calls are signed; by default the bundle's own HMAC (the server's loaders pass node:crypto's). */
  sign?: SignHeaders;
}

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
 * with credentials, and unwraps the envelope. The server checked the answer against the call's
 * schema before sending it; the browser does not download the schemas again (see call-kinds.ts).
 */
export async function callApi<C extends CallName>(transport: ApiTransport, name: C, input?: CallRequest<C>): Promise<CallResult<C>> {
  const kind = callKinds[name];
  const method = kind === 'get' || kind === 'list' ? 'GET' : 'POST';
  const path = callPath(name);
  const values = (input ?? {}) as Record<string, unknown>;
  let url = path;
  let body: string | FormData | undefined;
  let params: Array<[string, string]> = [];
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method === 'GET') {
    params = queryEntries(values);
    if (params.length) url += `?${new URLSearchParams(params).toString().replace(/\+/g, '%20')}`;
  } else if (kind === 'multipart') {
    const form = new FormData();
    // Files (Blob/File) travel as file parts; everything else as text fields.
    for (const [k, v] of Object.entries(values)) {
      if (v instanceof Blob) form.append(k, v);
      else for (const [name, text] of queryEntries({ [k]: v })) form.append(name, text);
    }
    body = form;
  } else {
    body = JSON.stringify(values);
    headers['Content-Type'] = 'application/json';
  }
  Object.assign(
    headers,
    (transport.sign ?? signedHeaders)(transport.signingKey, { method, path, body: typeof body === 'string' ? body : '', params }),
  );

  let response: Response;
  try {
    response = await transport.fetch(url, { method, headers, body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', []);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = readErrorBody(json);
    const retryAfter = Number(response.headers.get('Retry-After'));
    if (parsed) throw new ApiError(response.status, parsed.code, parsed.messages, parsed.field, parsed.field_message, retryAfter > 0 ? retryAfter : undefined);
    throw new ApiError(response.status, 'INTERNAL', []);
  }
  const message = (json as { message?: Record<string, unknown> } | undefined)?.message ?? {};
  // A list answer is the message itself (data, total, page, page_size and any extra such as facets).
  return (kind === 'list' ? message : message.data) as CallResult<C>;
}

let transport: ApiTransport | undefined;
// One per page: the start-up retries stop for good once the server has answered.
const startupFetch = withStartupRetry((url, init) => window.fetch(url, init));

/** The browser's transport, with the key the root set (api-config.ts). */
function browserTransportOf(): ApiTransport | undefined {
  const signingKey = browserSigningKey();
  if (signingKey === undefined) return undefined;
  if (transport?.signingKey !== signingKey) transport = { fetch: startupFetch, signingKey };
  return transport;
}

/** Calls the API from the browser (components, mutations, client loaders). */
export function api<C extends CallName>(name: C, input?: CallRequest<C>): Promise<CallResult<C>> {
  const browserTransport = browserTransportOf();
  if (!browserTransport) throw new Error('API used before configureBrowserApi');
  return callApi(browserTransport, name, input);
}

/**
 * Uploads one file to a multipart call from the browser, reporting progress (0–1). fetch cannot
 * report upload progress, so this one call goes through XMLHttpRequest, signed like the others.
 */
export function uploadWithProgress<C extends 'attachment.upload' | 'media.upload_image'>(
  name: C,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<CallResult<C>> {
  const browserTransport = browserTransportOf();
  if (!browserTransport) return Promise.reject(new Error('API used before configureBrowserApi'));
  const path = callPath(name);
  const form = new FormData();
  form.append('file', file);
  const headers = signedHeaders(browserTransport.signingKey, { method: 'POST', path, body: '', params: [] });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', []));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((json as { message: { data: CallResult<C> } }).message.data);
        return;
      }
      const parsed = readErrorBody(json);
      reject(parsed ? new ApiError(xhr.status, parsed.code, parsed.messages, parsed.field, parsed.field_message) : new ApiError(xhr.status, xhr.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL', []));
    };
    xhr.send(form);
  });
}
