import crypto from 'node:crypto';
import { signerWith, type HmacSha256Hex } from './signing.ts';

// Request signing with node:crypto (OpenSSL): the server's check, and Node tools that call the API
// (tests, e2e set-up, benchmarks). Never import this from code that reaches the browser.

export const hmacSha256Hex: HmacSha256Hex = (key, message) => crypto.createHmac('sha256', key).update(message).digest('hex');

export const { controlHash, signedHeaders } = signerWith(hmacSha256Hex);

/** Whether a received X-Control-Hash (any case) is the expected one, compared in constant time. */
export function sameControlHash(expected: string, received: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(received) || expected.length !== received.length) return false;
  return crypto.timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(received, 'hex'));
}
