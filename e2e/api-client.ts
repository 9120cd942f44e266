import { callPath } from '@tradelink/shared/api/paths';
import { signedHeaders } from '@tradelink/shared/api/signing-node';
import { baseUrl, visitorAddress } from './fixtures.ts';

// Calls the running server's API from the test process, signed like the web client (the e2e server
// runs with the development signing key). For setting the scene, e.g. suppliers sending quotations.
const KEY = process.env.API_SIGNING_KEY ?? 'tradelink-dev-signing-key';

export async function apiLogin(email: string, password: string): Promise<string> {
  const path = callPath('auth.login_via_password');
  const form = new FormData();
  form.append('usr', email);
  form.append('pwd', password);
  const res = await fetch(baseUrl() + path, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': visitorAddress(), ...signedHeaders(KEY, { method: 'POST', path, body: '', params: [] }) },
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tl_sid='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

export async function apiCall<T = unknown>(cookie: string, name: string, input: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const path = callPath(name);
  const params = method === 'GET' ? Object.entries(input).map(([k, v]) => [k, String(v)] as [string, string]) : [];
  const body = method === 'POST' ? JSON.stringify(input) : '';
  const query = params.length ? `?${new URLSearchParams(params).toString().replace(/\+/g, '%20')}` : '';
  const res = await fetch(baseUrl() + path + query, {
    method,
    body: method === 'POST' ? body : undefined,
    headers: { cookie, 'content-type': 'application/json', ...signedHeaders(KEY, { method, path, body, params }) },
  });
  const json = (await res.json()) as { message?: Record<string, unknown> };
  if (!res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(json)}`);
  // A list answer is the message itself (data, total, page...); others are its data.
  const message = json.message ?? {};
  return ('total' in message ? message : message.data) as T;
}

/** Uploads an image as the product form does (multipart `file`); returns its key. */
export async function apiUploadImage(cookie: string, png: Buffer): Promise<string> {
  const path = callPath('media.upload_image');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(baseUrl() + path, {
    method: 'POST',
    body: form,
    headers: { cookie, 'x-forwarded-for': visitorAddress(), ...signedHeaders(KEY, { method: 'POST', path, body: '', params: [] }) },
  });
  const json = (await res.json()) as { message?: { data?: { key: string } } };
  if (!res.ok || !json.message?.data) throw new Error(`upload: ${res.status} ${JSON.stringify(json)}`);
  return json.message.data.key;
}
