import crypto from 'node:crypto';
import { DEFAULT_SIGNING_KEY } from '@tradelink/shared/api/signing';
import { signedRequest } from '../test/helper.ts';

/** A client address of the TEST-NET-2 range (198.51.100.0/24 and neighbours): one per visitor. */
export const visitorIp = () => `198.51.${crypto.randomInt(100, 200)}.${crypto.randomInt(1, 255)}`;

export interface CallAnswer {
  status: number;
  /** The parsed body (JSON), or its text. */
  body: unknown;
  /** Which process answered, as the proxy names it (X-Tradelink-Backend), if through the proxy. */
  backend: string | null;
  setCookie: string[];
}

export interface CallOptions {
  body?: unknown;
  multipart?: Record<string, string>;
  query?: Record<string, string>;
  cookie?: string;
  ip?: string;
  signal?: AbortSignal;
}

/** A signed API call over real HTTP, as the browser makes it (the signing key is public). */
export async function apiCall(baseUrl: string, method: 'GET' | 'POST', name: string, options: CallOptions = {}): Promise<CallAnswer> {
  const { url, headers, payload } = signedRequest(method, name, { ...options, key: DEFAULT_SIGNING_KEY });
  if (options.cookie) headers.cookie = options.cookie;
  headers['x-forwarded-for'] = options.ip ?? visitorIp();
  const res = await fetch(`${baseUrl}${url}`, { method, headers, body: typeof payload === 'string' || payload === undefined ? payload : new Uint8Array(payload), signal: options.signal });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, backend: res.headers.get('x-tradelink-backend'), setCookie: res.headers.getSetCookie() };
}

/** The `data` of an answer's envelope. */
export const dataOf = <T = Record<string, unknown>>(answer: CallAnswer) => (answer.body as { message: { data: T } }).message.data;

/** Logs in and returns the session cookie (`tl_sid=...`). */
export async function logIn(baseUrl: string, email: string, password: string, ip = visitorIp()): Promise<{ cookie: string; backend: string | null }> {
  const answer = await apiCall(baseUrl, 'POST', 'auth.login_via_password', { multipart: { usr: email, pwd: password }, ip });
  const sid = answer.setCookie.map((c) => /^tl_sid=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (answer.status !== 200 || !sid) throw new Error(`login of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { cookie: `tl_sid=${sid}`, backend: answer.backend };
}
